// Who may see which record in the records areas (cases, notes, documents, invoices, payments,
// contacts). One place, so a rule such as "cases are scoped to the user's company" (spec 001 §6)
// is answered the same way by the list, the detail, the notes and the documents of the record.
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { forbiddenProblem } from '../http/problem';
import { isVisibleInLists } from './freight-views';
import type { CaseRecord, ShipmentRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import type {
  ApInvoiceRecord,
  PaymentRecord,
  ThirdPartyInvoiceRecord,
  TrucksStore,
  UserRecord,
} from '../store/store';

/** The five roles that open third-party payer invoices (spec 001 §6), with a portal permission. */
const BILLING_ROLES: readonly string[] = ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR'];
const BILLING_PERMISSIONS: readonly string[] = ['CarrierPortal', 'FactoringCompanyPortal'];

function isBroker(user: UserRecord): boolean {
  return user.isBroker;
}

export const BILLING_ROLE_MESSAGE =
  'Invoices and payments need a billing role (Admin, BillTo, BillingInquiry, AP or AR).';

/** Spec 001 §6: third-party invoices need a permitted portal permission and one of the five roles. */
export function requireBillingAccess(user: UserRecord): void {
  const permitted =
    user.permissions.some((p) => BILLING_PERMISSIONS.includes(p)) &&
    user.roles.some((r) => BILLING_ROLES.includes(r));
  if (!permitted) throw forbiddenProblem(BILLING_ROLE_MESSAGE);
}

/** Spec 001 §6: brokers are excluded from cases. */
export function requireCaseAccess(user: UserRecord): void {
  if (isBroker(user)) throw forbiddenProblem('Brokers do not have access to cases.');
}

/** A shipment is the user's when their lists show it: the carrier's, the driver's, the shipper's own. */
export function canSeeShipment(user: UserRecord, shipment: ShipmentRecord): boolean {
  return isVisibleInLists(user, shipment);
}

/** Cases are scoped to the user's company: the carrier the case is about, or the shipper's own. */
export function canSeeCase(user: UserRecord, record: CaseRecord): boolean {
  return !isBroker(user) && (record.carrierId === user.companyId || record.customerId === user.companyId);
}

function isFactoringUser(store: TrucksStore, user: UserRecord): boolean {
  return store.companies.get(user.companyId)?.kind === 'factoring';
}

/** A third-party invoice is seen by the carrier billed and by the factoring company paid instead. */
export function canSeeThirdPartyInvoice(user: UserRecord, invoice: ThirdPartyInvoiceRecord): boolean {
  return invoice.carrierId === user.companyId || invoice.detail.factoringCompany?.id === user.companyId;
}

/**
 * The bill-to of a third-party invoice (ours, issue 16): the shipper whose shipment the invoice bills,
 * with one of the billing roles, reviews it and records the carrier's invoice number and amount.
 */
export function isBillToOfInvoice(
  store: TrucksStore,
  user: UserRecord,
  invoice: ThirdPartyInvoiceRecord,
): boolean {
  return (
    user.roles.some((r) => BILLING_ROLES.includes(r)) &&
    store.shipments.get(invoice.shipmentId)?.customerId === user.companyId
  );
}

/** An AP invoice is the carrier's; a factoring company sees those of the carriers that factor. */
export function canSeeApInvoice(store: TrucksStore, user: UserRecord, invoice: ApInvoiceRecord): boolean {
  if (invoice.carrierId === user.companyId) return true;
  return (
    isFactoringUser(store, user) && (store.carriers.get(invoice.carrierId)?.hasFactoringCompany ?? false)
  );
}

export function canSeePayment(store: TrucksStore, user: UserRecord, payment: PaymentRecord): boolean {
  if (payment.carrierId === user.companyId) return true;
  return (
    isFactoringUser(store, user) && (store.carriers.get(payment.carrierId)?.hasFactoringCompany ?? false)
  );
}

function shipmentOfStop(store: TrucksStore, stopId: string): ShipmentRecord | undefined {
  for (const shipment of store.shipments.values()) {
    if (shipment.stops.some((stop) => stop.id === stopId)) return shipment;
  }
  return undefined;
}

export type EntityAccess = 'visible' | 'hidden' | 'unknown';

/**
 * Whether the user may see the record a note, document or audit entry hangs on. 'unknown' means the
 * server keeps no such record (an entity kind it does not model, or an id it never issued): callers
 * then fall back to what the user's own company wrote.
 */
export function entityAccess(
  store: TrucksStore,
  user: UserRecord,
  entityType: EntityType | undefined,
  entityId: string,
): EntityAccess {
  const verdict = (visible: boolean | undefined): EntityAccess =>
    visible === undefined ? 'unknown' : visible ? 'visible' : 'hidden';
  switch (entityType) {
    case EntityType.Shipment: {
      const shipment = shipmentByIdOrNumber(store, entityId);
      return verdict(shipment && canSeeShipment(user, shipment));
    }
    case EntityType.ShipmentStop:
    case EntityType.OrderStop: {
      const shipment = shipmentOfStop(store, entityId);
      return verdict(shipment && canSeeShipment(user, shipment));
    }
    case EntityType.Case: {
      const record = store.cases.get(entityId);
      return verdict(record && canSeeCase(user, record));
    }
    case EntityType.ThirdParty: {
      const invoice = store.thirdPartyInvoices.get(entityId);
      return verdict(invoice && canSeeThirdPartyInvoice(user, invoice));
    }
    case EntityType.ApInvoice: {
      const invoice = store.apInvoices.get(entityId);
      return verdict(invoice && canSeeApInvoice(store, user, invoice));
    }
    case EntityType.Contact:
    case EntityType.Driver: {
      const contact = store.contacts.get(entityId);
      return verdict(contact && !contact.deleted && contact.companyId === user.companyId);
    }
    case EntityType.Carrier:
    case EntityType.Customer:
      return verdict(store.companies.has(entityId) ? entityId === user.companyId : undefined);
    case undefined: {
      // No type given (notes list by entityId alone): try the kinds a portal user hangs notes on.
      for (const kind of [
        EntityType.Shipment,
        EntityType.Case,
        EntityType.ThirdParty,
        EntityType.ApInvoice,
      ] as const) {
        const access = entityAccess(store, user, kind, entityId);
        if (access !== 'unknown') return access;
      }
      return 'unknown';
    }
    default:
      return 'unknown';
  }
}

export function displayName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
