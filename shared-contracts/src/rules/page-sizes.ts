/** Page sizes and list limits of spec 000 §9 and 001 §9, in one place. Pages start at 1. */
export const FIRST_PAGE = 1;

export const PAGE_SIZE = {
  /** Shared lists. */
  default: 10,
  cases: 50,
  shipments: 50,
  /** Equipment, power-unit, driver and contact searches (initial page 1, size 50). */
  searches: 50,
  tenderBadge: 1,
  caseNotes: 50,
  casesPerShipment: 1000,
  thirdPartyInvoices: 50,
  /** Third-party invoice status counters use 1; the action-required count uses 0. */
  statusCounter: 1,
  actionRequiredCounter: 0,
  accounting: 50,
  payments: 20,
  paymentDetails: 20,
  contacts: 50,
  ediLocations: 50,
  locationLists: 10,
} as const;

/** Windows and timings of the spec that lists and badges share. */
export const LIST_TIMING = {
  /** Pending-request stale time (spec 000 §9). */
  pendingRequestStaleMs: 5 * 60 * 1000,
  /** Access-request badge refresh (spec 000 §6). */
  accessRequestRefreshMs: 5 * 60 * 1000,
  /** Paid accounting view and invoice counts (spec 001 §9). */
  paidWindowDays: 60,
  /** Payments default window (spec 001 §9). */
  paymentsWindowMonths: 3,
  /** Shipment search debounce (spec 000 §5). */
  searchDebounceDesktopMs: 1000,
  searchDebounceMobileMs: 1500,
} as const;
