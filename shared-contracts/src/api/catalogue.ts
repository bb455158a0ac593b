// The API catalogue: every call of the trucks API the portal makes (spec 000 §7, 001 §7, plus the
// few the screens need beyond them), one file per area (catalogue/*.ts). This file assembles them for
// what needs every call: the dev-stack trucks API registers its routes from it and the checks walk
// it, so the browser and the server cannot drift. The apps import the area they call, so that a page
// downloads the calls of its own areas and not the whole catalogue (issue 26):
//
//   import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
//   callApi(shipmentCalls.get, { params: { id } });
import type { AnyApiCall } from './define-call';
import { accountCalls } from './catalogue/account';
import { carrierCalls } from './catalogue/carriers';
import { casesNotesDocumentsCalls } from './catalogue/cases-notes-documents';
import { contactCalls } from './catalogue/contacts';
import { financialCalls } from './catalogue/financials';
import { loadboardCalls } from './catalogue/loadboard';
import { shipmentCalls } from './catalogue/shipments';
import { shipperAreaCalls } from './catalogue/shipper-area';

export const API = {
  account: accountCalls,
  carriers: carrierCalls,
  shipments: shipmentCalls,
  loadboard: loadboardCalls,
  casesNotesDocuments: casesNotesDocumentsCalls,
  financials: financialCalls,
  contacts: contactCalls,
  shipper: shipperAreaCalls,
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
