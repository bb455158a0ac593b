// Every handler, by catalogue id. The server registers the catalogue and looks handlers up here;
// a catalogue id missing from this table answers 501 and fails the contract test.
import { accountHandlers } from './account-handlers';
import { caseHandlers } from './cases-handlers';
import { noteHandlers } from './notes-handlers';
import { contactHandlers } from './contacts-handlers';
import { contentHandlers } from './content-handlers';
import { documentHandlers } from './documents-handlers';
import { financialHandlers } from './financials-handlers';
import { carrierHandlers } from './carrier-handlers';
import { loadboardHandlers } from './loadboard-handlers';
import { shipmentHandlers } from './shipment-handlers';
import { shipperHandlers } from './shipper-handlers';
import type { HandlerTable } from './handler-types';

export const TRUCKS_API_HANDLERS: Partial<HandlerTable> = {
  ...accountHandlers,
  ...carrierHandlers,
  ...shipmentHandlers,
  ...loadboardHandlers,
  ...caseHandlers,
  ...noteHandlers,
  ...documentHandlers,
  ...financialHandlers,
  ...contactHandlers,
  ...contentHandlers,
  ...shipperHandlers,
};
