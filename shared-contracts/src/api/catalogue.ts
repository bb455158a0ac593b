// The API catalogue: every call of the trucks API the portal makes (spec 000 §7, 001 §7, plus the
// few the screens need beyond them). The one place that assembles the area files; the browser
// client and the dev-stack trucks API both read it, so they cannot drift.
//
//   import { API } from '@trucks/shared-contracts/api/catalogue';
//   callApi(API.shipments.get, { params: { id } });
import type { AnyApiCall } from './define-call';
import { accountCalls } from './catalogue/account';
import { carrierCalls } from './catalogue/carriers';
import { casesNotesDocumentsCalls } from './catalogue/cases-notes-documents';
import { contactCalls } from './catalogue/contacts';
import { financialCalls } from './catalogue/financials';
import { loadboardCalls } from './catalogue/loadboard';
import { shipmentCalls } from './catalogue/shipments';
import { shipperCalls } from './catalogue/shipper';
import { tmsShipmentBookingCalls } from './catalogue/tms-shipment-booking';
import { tmsShipmentCalls } from './catalogue/tms-shipments';

export const API = {
  account: accountCalls,
  carriers: carrierCalls,
  shipments: shipmentCalls,
  loadboard: loadboardCalls,
  casesNotesDocuments: casesNotesDocumentsCalls,
  financials: financialCalls,
  contacts: contactCalls,
  shipper: { ...shipperCalls, ...tmsShipmentCalls, ...tmsShipmentBookingCalls },
} as const;

export type ApiArea = keyof typeof API;

/** Every call, flat, in catalogue order (for the server's route registration and for checks). */
export const API_CALLS: readonly AnyApiCall[] = Object.values(API).flatMap((area): AnyApiCall[] =>
  Object.values(area as Record<string, AnyApiCall>),
);

/** A call by its stable id, e.g. 'shipments.get'. */
export function callById(id: string): AnyApiCall | undefined {
  return API_CALLS.find((call) => call.id === id);
}
