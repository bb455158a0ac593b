// Query keys for every list, detail and counter, shared by the host and all remotes through the one
// QueryClient. Keys are hierarchical arrays, [root, 'list' | 'detail' | 'counts', ...], so invalidating
// a prefix ([root], [root, 'list'], [root, 'detail', id]) refreshes everything under it: a booking in
// mf-loadboard refreshes the shell's badges and mf-shipments' lists.
import type { QueryKey } from '@tanstack/react-query';

type Id = string | number;

function entityKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    /** Pass the call's query as sent; React Query hashes objects by content, so key order does not matter. */
    list: (filters: object = {}) => [root, 'list', filters] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: Id) => [root, 'detail', String(id)] as const,
    /** A sub-resource of one record (stops, documents, notes, ...); refreshed with its detail. */
    part: (id: Id, part: string, filters: object = {}) =>
      [root, 'detail', String(id), part, filters] as const,
    counts: (filters: object = {}) => [root, 'counts', filters] as const,
  };
}

/** The badge counters of the side navigation and the user menu (spec 000 §2 "Red count badges"). */
const badgeKeys = {
  all: ['badges'] as const,
  /** shipments/total_count with needsUpdates (booked through delivered). */
  shipmentsNeedingUpdates: ['badges', 'shipmentsNeedingUpdates'] as const,
  /** tenders with status Sent, pageSize 1, read totalCount. */
  sentTenders: ['badges', 'sentTenders'] as const,
  /** rate requests of the user's company with status Sent, pageSize 1. */
  openRateRequests: ['badges', 'openRateRequests'] as const,
  /** invoices/summary: uninvoiced (Action Required) shipment count. */
  accountingActionRequired: ['badges', 'accountingActionRequired'] as const,
  /** cases/count_stats: new. */
  newCases: ['badges', 'newCases'] as const,
  /** access_requests/open_count (admins; refreshed every 5 minutes). */
  openAccessRequests: ['badges', 'openAccessRequests'] as const,
};

export const queryKeys = {
  /** The signed-in user, carrier, company, notification preferences: ['me', part]. */
  me: {
    all: ['me'] as const,
    part: (part: 'user' | 'carrier' | 'company' | 'notificationPreferences') => ['me', part] as const,
  },
  carriers: entityKeys('carriers'),
  equipment: entityKeys('equipment'),
  shipments: entityKeys('shipments'),
  /** The top-bar search (trucks search or broker quick search). */
  shipmentSearch: { all: ['shipmentSearch'] as const, text: (q: string) => ['shipmentSearch', q] as const },
  quickSearches: entityKeys('quickSearches'),
  availableShipments: entityKeys('availableShipments'),
  rateRequests: entityKeys('rateRequests'),
  tenders: entityKeys('tenders'),
  savedLanes: entityKeys('savedLanes'),
  cases: entityKeys('cases'),
  notes: entityKeys('notes'),
  mentions: entityKeys('mentions'),
  documents: entityKeys('documents'),
  invoices: entityKeys('invoices'),
  thirdPartyInvoices: entityKeys('thirdPartyInvoices'),
  payments: entityKeys('payments'),
  auditHistory: entityKeys('auditHistory'),
  staticData: { all: ['staticData'] as const, list: (listName: string) => ['staticData', listName] as const },
  contacts: entityKeys('contacts'),
  /** Training videos (/videos). */
  videos: entityKeys('videos'),
  orders: entityKeys('orders'),
  locations: entityKeys('locations'),
  tmsShipments: entityKeys('tmsShipments'),
  badges: badgeKeys,
};

export type QueryRoot = keyof typeof queryKeys;

const root = (name: QueryRoot): QueryKey => [name];
const badge = (name: Exclude<keyof typeof badgeKeys, 'all'>): QueryKey => badgeKeys[name];

/**
 * Which caches each mutation of the catalogue makes stale, by call id. A mutation hook calls
 * `queryClient.invalidateQueries({ queryKey })` for each (see `invalidationsAfter`). Prefixes are
 * deliberately broad: invalidation refetches only the queries on screen, so a broad prefix costs a
 * request or two and never leaves a stale list or badge behind.
 */
export const MUTATION_INVALIDATES: Readonly<Record<string, readonly QueryKey[]>> = {
  // Sign-in starts from an empty cache (the host clears it); password reset touches nothing cached.
  'auth.login': [],
  'auth.authorizeUser': [],
  'auth.mobileAuthorizeUser': [],
  'auth.requestPasswordReset': [],
  'auth.resetPassword': [],
  'me.updateProfile': [root('me'), root('contacts')],
  'carriers.sync': [root('carriers'), root('me')],
  'carriers.updateUnsettledInvoiceNotificationSchedule': [root('carriers')],
  'shipments.assignDriver': [root('shipments'), badge('shipmentsNeedingUpdates')],
  'shipments.removeDriver': [root('shipments'), badge('shipmentsNeedingUpdates')],
  'shipments.uploadDocument': [
    root('shipments'),
    root('documents'),
    root('invoices'),
    root('thirdPartyInvoices'),
  ],
  'shipments.updateStopAppointment': [root('shipments'), badge('shipmentsNeedingUpdates')],
  'shipments.updateShippingProNumber': [root('shipments')],
  'shipments.quickClosure': [
    root('shipments'),
    root('invoices'),
    badge('shipmentsNeedingUpdates'),
    badge('accountingActionRequired'),
  ],
  // A booking moves a load from the board to the carrier's shipments and may start an invoice.
  'bookings.bookWithBookItNowRate': [
    root('availableShipments'),
    root('shipments'),
    root('carriers'),
    root('invoices'),
    badge('shipmentsNeedingUpdates'),
    badge('accountingActionRequired'),
  ],
  'rateRequests.respond': [root('rateRequests'), root('availableShipments'), badge('openRateRequests')],
  'tenders.answerOffer': [
    root('tenders'),
    root('shipments'),
    badge('sentTenders'),
    badge('shipmentsNeedingUpdates'),
  ],
  'tenders.updateStatus': [
    root('tenders'),
    root('shipments'),
    root('availableShipments'),
    root('invoices'),
    badge('sentTenders'),
    badge('shipmentsNeedingUpdates'),
    badge('accountingActionRequired'),
  ],
  'savedLanes.create': [root('savedLanes'), root('availableShipments')],
  'savedLanes.delete': [root('savedLanes'), root('availableShipments')],
  // A search posted as a body reads; it changes nothing.
  'cases.search': [],
  'cases.create': [root('cases'), root('tmsShipments'), badge('newCases')],
  'notes.create': [root('notes'), root('cases')],
  'notes.update': [root('notes'), root('cases')],
  'notes.delete': [root('notes'), root('cases')],
  // Documents change required-document counts on invoices and the action-required badge.
  'documents.upload': [
    root('documents'),
    root('shipments'),
    root('invoices'),
    root('thirdPartyInvoices'),
    badge('accountingActionRequired'),
  ],
  'documents.delete': [
    root('documents'),
    root('shipments'),
    root('invoices'),
    root('thirdPartyInvoices'),
    badge('accountingActionRequired'),
  ],
  'documents.trigger': [root('documents'), root('shipments')],
  'documents.shipmentDocumentEvent': [root('shipments'), root('invoices'), root('thirdPartyInvoices')],
  'invoices.update': [
    root('invoices'),
    root('thirdPartyInvoices'),
    root('payments'),
    badge('accountingActionRequired'),
  ],
  'contacts.create': [root('contacts'), badge('openAccessRequests')],
  'contacts.update': [root('contacts'), root('me'), badge('openAccessRequests')],
  'contacts.delete': [root('contacts'), badge('openAccessRequests')],
  'contacts.updateProfilePicture': [root('contacts'), root('me')],
  'contacts.removeProfilePicture': [root('contacts'), root('me')],
  'orders.create': [root('orders'), root('tmsShipments')],
  'orders.update': [root('orders'), root('tmsShipments')],
  'orders.duplicate': [root('orders')],
  'orders.bookLtl': [root('orders'), root('tmsShipments')],
  'orders.saveFilterSet': [root('orders')],
  'locations.create': [root('locations'), root('quickSearches')],
  'locations.update': [root('locations'), root('quickSearches')],
  'locations.createDockSchedule': [root('locations')],
  'locations.updateDockSchedule': [root('locations')],
  'tmsShipments.create': [root('tmsShipments'), root('orders')],
  'tmsShipments.saveFilterSet': [root('tmsShipments')],
  'tmsShipments.draft': [root('tmsShipments'), root('orders')],
  'tmsShipments.updateStops': [root('tmsShipments')],
  'tmsShipments.stopArrival': [root('tmsShipments'), root('shipments')],
  'tmsShipments.stopDeparture': [root('tmsShipments'), root('shipments')],
  'tmsShipments.stopPreload': [root('tmsShipments')],
  // Shipper-side booking and tendering put loads on the carriers' boards and tender lists.
  'tmsShipments.book': [root('tmsShipments'), root('orders'), root('availableShipments'), root('shipments')],
  'tmsShipments.tender': [root('tmsShipments'), root('tenders'), badge('sentTenders')],
  'tmsShipments.rescindBooking': [
    root('tmsShipments'),
    root('orders'),
    root('shipments'),
    root('availableShipments'),
  ],
  'tmsShipments.void': [root('tmsShipments'), root('orders'), root('shipments'), root('availableShipments')],
  'tmsShipments.updateMaxBuy': [root('tmsShipments')],
  'tmsShipments.updateOriginationType': [root('tmsShipments')],
  'tmsShipments.updateEmptyLocation': [root('tmsShipments')],
  'tmsShipments.saveEquipment': [root('tmsShipments'), root('shipments')],
  'tmsShipments.saveDrivers': [root('tmsShipments'), root('shipments')],
  'tmsShipments.removeDriver': [root('tmsShipments'), root('shipments')],
  'tmsShipments.createBol': [root('tmsShipments'), root('documents')],
};

/** The query keys to invalidate after a successful call; an unknown id invalidates nothing. */
export function invalidationsAfter(callId: string): readonly QueryKey[] {
  return MUTATION_INVALIDATES[callId] ?? [];
}
