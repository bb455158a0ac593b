// Which catalogue calls a role may make, decided before any handler runs, as a real API's role scopes
// are: the shipper's calls need a shipper account (the rule of the shipper's pages, SHIPPER_SIDE_ACCESS
// of shared-contracts), and a driver gets their own shipments and profile (spec 000 §1: "They see their
// shipments and profile"), not the company's money, cases or other loads. A refusal is 403 with why,
// so a test catches a portal that sends such a call (issue 41).
import { SHIPPER_SIDE_ACCESS } from '@trucks/shared-contracts/access/route-access';
import { evaluateRouteAccess } from '@trucks/shared-contracts/access/route-guard';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { forbiddenProblem } from '../http/problem';
import type { CallContext, CallId } from './handler-types';
import { BILLING_ROLE_MESSAGE, canSeeShipment, entityAccess } from './records-scope';
import { shipmentByIdOrNumber } from '../store/store';
import type { UserRecord } from '../store/store';

/** What the rules read of a call: its path parameters, its body (multipart fields as text) and the store. */
type CallRequest = Pick<CallContext, 'params' | 'body' | 'store'>;

export const SHIPPER_CALLS_MESSAGE = "Orders, locations and the shipper's shipments need a shipper account.";
export const DRIVER_MONEY_MESSAGE = 'Drivers see the shipments they drive, not their rates or billing.';
export const DRIVER_CASES_MESSAGE = 'Drivers do not have access to cases or notes.';
export const DRIVER_OTHER_SHIPMENT_MESSAGE = 'Drivers see only the shipments they drive.';
export const DRIVER_ONLY_MESSAGE = 'Drivers see their shipments and profile.';

const SHIPPER_CALL_IDS: ReadonlySet<string> = new Set(Object.values(shipperAreaCalls).map((call) => call.id));

/** Documents about money: a driver's own load's rate and invoices are the company's business. */
const MONEY_FILE_TYPES: ReadonlySet<number> = new Set([
  DocumentFileType.SignedRateConfirmation,
  DocumentFileType.CarrierConfirmation,
  DocumentFileType.ApInvoice,
  DocumentFileType.ThirdParty,
]);

/**
 * A driver's session: DriverPortal without CarrierPortal, the same users whose shipment lists hold only
 * the loads they drive (`isVisibleInLists`).
 */
export function isDriverSession(user: UserRecord): boolean {
  return user.permissions.includes('DriverPortal') && !user.permissions.includes('CarrierPortal');
}

/**
 * What a driver may call. `handler`: the handler scopes it to the driver (their loads, their own user);
 * `ownShipment`: `{id}` must be a load they drive; `ownContact`: `{id}` must be their own contact;
 * `ownDocument`: the document must be their picture or a paper of a load they drive; `upload`: onto a
 * load they drive (the handler checks), never onto an invoice. Any other call is refused.
 */
type DriverRule = 'handler' | 'ownShipment' | 'ownContact' | 'ownDocument' | 'upload' | 'money';

const DRIVER_RULES: Partial<Record<CallId, DriverRule>> = {
  'me.user': 'handler',
  'me.updateProfile': 'handler',
  'me.carrier': 'handler',
  'me.company': 'handler',
  'me.notificationPreferences': 'handler',
  'contacts.currentUser': 'handler',
  'contacts.get': 'ownContact',
  'contacts.updateProfilePicture': 'ownContact',
  'contacts.removeProfilePicture': 'ownContact',
  'staticData.list': 'handler',
  'shipments.list': 'handler',
  'shipments.search': 'handler',
  'shipments.totalCount': 'handler',
  'shipments.problemShipments': 'handler',
  'shipments.get': 'ownShipment',
  'shipments.requirements': 'ownShipment',
  'shipments.latestActivity': 'ownShipment',
  'shipments.trips': 'ownShipment',
  'shipments.drivers': 'ownShipment',
  'shipments.equipment': 'ownShipment',
  'shipments.documents': 'ownShipment',
  'shipments.stops': 'ownShipment',
  'shipments.orderDropoffs': 'ownShipment',
  'shipments.trackingProblems': 'ownShipment',
  'shipments.uploadDocument': 'ownShipment',
  'documents.shipmentDocumentEvent': 'ownShipment',
  'documents.get': 'ownDocument',
  'documents.trigger': 'ownDocument',
  'documents.delete': 'ownDocument',
  'documents.upload': 'upload',
  'shipments.billingConfiguration': 'money',
  'shipments.rateConfirmationDocument': 'money',
};

/** Why a driver may not make a call their rules do not list. */
function driverRefusalOf(id: CallId): string {
  if (id.startsWith('invoices.') || id.startsWith('thirdPartyInvoices.') || id.startsWith('payments.'))
    return BILLING_ROLE_MESSAGE;
  if (id.startsWith('cases.') || id.startsWith('notes.')) return DRIVER_CASES_MESSAGE;
  return DRIVER_ONLY_MESSAGE;
}

function checkOwnShipment(context: CallRequest, user: UserRecord): void {
  const shipment = shipmentByIdOrNumber(context.store, context.params.id ?? '');
  // An unknown shipment is the handler's 404.
  if (shipment && !canSeeShipment(user, shipment)) throw forbiddenProblem(DRIVER_OTHER_SHIPMENT_MESSAGE);
}

function checkOwnDocument(context: CallRequest, user: UserRecord): void {
  const doc = context.store.documents.get(context.params.id ?? '');
  if (!doc) return;
  if (doc.entityType === EntityType.Contact && doc.entityId === user.id) return;
  const onOwnLoad =
    (doc.entityType === EntityType.Shipment || doc.entityType === EntityType.ShipmentStop) &&
    entityAccess(context.store, user, doc.entityType, doc.entityId) === 'visible';
  if (!onOwnLoad) throw forbiddenProblem(DRIVER_OTHER_SHIPMENT_MESSAGE);
  if (MONEY_FILE_TYPES.has(doc.fileType)) throw forbiddenProblem(DRIVER_MONEY_MESSAGE);
}

function checkUpload(context: CallRequest): void {
  const body = (context.body ?? {}) as Record<string, unknown>;
  const given = (name: string) => typeof body[name] === 'string' && (body[name] as string).trim() !== '';
  if (given('thirdPartyInvoiceId') || given('apInvoiceId')) throw forbiddenProblem(BILLING_ROLE_MESSAGE);
  if (MONEY_FILE_TYPES.has(Number(body.fileType))) throw forbiddenProblem(DRIVER_MONEY_MESSAGE);
}

function checkDriverCall(id: CallId, context: CallRequest, user: UserRecord): void {
  const rule = DRIVER_RULES[id];
  switch (rule) {
    case 'handler':
      return;
    case 'ownShipment':
      return checkOwnShipment(context, user);
    case 'ownContact':
      if (context.params.id !== user.id) throw forbiddenProblem(DRIVER_ONLY_MESSAGE);
      return;
    case 'ownDocument':
      return checkOwnDocument(context, user);
    case 'upload':
      return checkUpload(context);
    case 'money':
      throw forbiddenProblem(DRIVER_MONEY_MESSAGE);
    case undefined:
      throw forbiddenProblem(driverRefusalOf(id));
  }
}

/** Throws a 403 when the signed-in user's role may not make this call at all. */
export function requireCallAccess(id: CallId, user: UserRecord, context: CallRequest): void {
  if (SHIPPER_CALL_IDS.has(id) && evaluateRouteAccess(user, SHIPPER_SIDE_ACCESS) !== 'allowed')
    throw forbiddenProblem(SHIPPER_CALLS_MESSAGE);
  if (isDriverSession(user)) checkDriverCall(id, context, user);
}
