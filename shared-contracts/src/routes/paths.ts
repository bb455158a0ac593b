import type { RoutePrefix } from '../federation/remote-modules';

/**
 * Every route of the portal as a pattern (`:param` segments, react-router syntax) and a builder.
 * Remotes mount `relativePattern(...)` under the prefix the host gives them; everybody links with
 * `paths.*` so a route's spelling lives here once. Shipper-side sub-paths are not given by the spec;
 * the ones here follow the portal's `<list>/{id}/preview` shape (see shared-contracts/README.md).
 */
export const ROUTE_PATTERNS = {
  // Public (spec 000 §2)
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  requestPasswordReset: '/request-password-reset',
  resetPassword: '/reset-password/:resetToken',
  activateUser: '/ActivateUser/:resetToken',
  passwordReset: '/passwordReset/:token',
  notFound: '/not-found',
  // Dashboard (host)
  dashboard: '/dashboard',
  dashboardShipments: '/dashboard/shipments',
  dashboardShipmentPreview: '/dashboard/shipments/:shipmentNumber/preview',
  dashboardTenders: '/dashboard/tenders',
  dashboardTenderPreview: '/dashboard/tenders/:tenderId/preview',
  dashboardRates: '/dashboard/rates',
  dashboardRatePreview: '/dashboard/rates/:rateId/preview',
  dashboardAccounting: '/dashboard/accounting',
  dashboardAccountingPreview: '/dashboard/accounting/:invoiceNumber/preview',
  // Shipments (mf-shipments)
  shipments: '/shipments',
  shipment: '/shipments/:shipmentNumber',
  allShipments: '/all-shipments',
  trip: '/all-shipments/trip/:tripId',
  shipmentPreview: '/all-shipments/:shipmentNumber/preview',
  shipmentDetails: '/all-shipments/:shipmentNumber/preview/details',
  shipmentFinancials: '/all-shipments/:shipmentNumber/preview/financials',
  shipmentCases: '/all-shipments/:shipmentNumber/preview/cases',
  shipmentDocuments: '/all-shipments/:shipmentNumber/preview/documents',
  shipmentSignedRateConfirmation: '/all-shipments/:shipmentNumber/preview/SignedRateConfirmation',
  myShipments: '/my-shipments',
  myShipment: '/my-shipments/:shipmentNumber',
  // Load board (mf-loadboard)
  availableFreight: '/available-freight',
  availableFreightPreview: '/available-freight/:shipmentNumber/preview',
  tenders: '/tenders',
  tenderPreview: '/tenders/:tenderId/preview',
  tenderDetails: '/tenders/:tenderId/preview/details',
  tenderByShipment: '/tenders/:shipmentNumber',
  rates: '/rates',
  rateByShipment: '/rates/:shipmentNumber',
  /** The spec has both /rates/{shipmentNumber}/preview and /rates/{rateId}/preview: one pattern. */
  ratePreview: '/rates/:rateIdOrShipmentNumber/preview',
  rateDetails: '/rates/:rateIdOrShipmentNumber/preview/details',
  rateTypeShipment: '/rates/:rateType/shipment/:shipmentNumber',
  reloads: '/reloads',
  liveEquipment: '/live-equipment',
  savedLanes: '/saved-lanes',
  lanes: '/lanes',
  topPicks: '/top-picks',
  equipment: '/equipment',
  trailers: '/equipment/trailers',
  powerUnits: '/equipment/power-units',
  // Account (host)
  contacts: '/contacts',
  contactCreate: '/contacts/create',
  contactPreview: '/contacts/:contactId/preview',
  contactEdit: '/contacts/:contactId/edit',
  profile: '/profile',
  profileEdit: '/profile/edit',
  videos: '/videos',
  status: '/status',
  // Money (mf-financials)
  accounting: '/accounting',
  accountingPreview: '/accounting/:invoiceNumber/preview',
  invoices: '/invoices',
  invoicePreview: '/invoices/:invoiceNumber/preview',
  thirdPartyPayerInvoices: '/third-party-payer-invoices',
  thirdPartyPayerInvoicePreview: '/third-party-payer-invoices/:invoiceNumber/preview',
  payments: '/payments',
  paymentPreview: '/payments/:checkNumber/preview',
  // Cases (mf-cases-notes)
  cases: '/cases',
  casePreview: '/cases/:caseNumber/preview',
  caseNotes: '/cases/:caseNumber/preview/notes',
  caseDocuments: '/cases/:caseNumber/preview/documents',
  caseHistory: '/cases/:caseNumber/preview/history',
  // Shipper side (mf-shipper-orders)
  orders: '/orders',
  orderCreate: '/orders/create',
  orderPreview: '/orders/:orderNumber/preview',
  orderDetails: '/orders/:orderNumber/preview/details',
  orderLogistics: '/orders/:orderNumber/preview/logistics',
  orderEdit: '/orders/:orderNumber/edit',
  locations: '/locations',
  locationPreview: '/locations/:locationNumber/preview',
  shipmentBooking: '/shipment-booking',
  shipmentTracking: '/shipment-tracking',
  managedShipmentPreview: '/shipment-tracking/:shipmentNumber/preview',
} as const;
export type RouteName = keyof typeof ROUTE_PATTERNS;
export type RoutePattern = (typeof ROUTE_PATTERNS)[RouteName];

/** Top-level segments the host owns (everything else is in federation/remote-modules ROUTE_OWNERS). */
export const HOST_ROUTE_PREFIXES = [
  '/',
  '/login',
  '/forgot-password',
  '/request-password-reset',
  '/reset-password',
  '/ActivateUser',
  '/passwordReset',
  '/not-found',
  '/dashboard',
  '/contacts',
  '/profile',
  '/videos',
  '/status',
] as const;

/** The names of a pattern's parameters: '/a/:x/b/:y' -> 'x' | 'y'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

/** Fills a pattern's parameters, each URI-encoded (shipment numbers and tokens may hold any character). */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter '${name}' for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** A pattern below its remote's prefix, for the remote's own route table: ('/tenders', '/tenders/:tenderId/preview') -> ':tenderId/preview'. */
export function relativePattern(prefix: RoutePrefix | '/dashboard', pattern: RoutePattern): string {
  if (pattern !== prefix && !pattern.startsWith(`${prefix}/`)) {
    throw new Error(`${pattern} is not under ${prefix}`);
  }
  return pattern.slice(prefix.length + 1);
}

const P = ROUTE_PATTERNS;
type Id = string | number;

/** A query string from defined, non-empty values (for /reloads and /profile?tab=...). */
function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Builders for every route: `paths.tenderPreview(tenderId)`. */
export const paths = {
  root: () => P.root,
  login: (loginHint?: string) => withQuery(P.login, { login_hint: loginHint }),
  forgotPassword: () => P.forgotPassword,
  requestPasswordReset: () => P.requestPasswordReset,
  resetPassword: (resetToken: string) => buildPath(P.resetPassword, { resetToken }),
  activateUser: (resetToken: string) => buildPath(P.activateUser, { resetToken }),
  passwordReset: (token: string) => buildPath(P.passwordReset, { token }),
  notFound: () => P.notFound,

  dashboard: () => P.dashboard,
  dashboardShipments: () => P.dashboardShipments,
  dashboardShipmentPreview: (shipmentNumber: Id) => buildPath(P.dashboardShipmentPreview, { shipmentNumber }),
  dashboardTenders: () => P.dashboardTenders,
  dashboardTenderPreview: (tenderId: Id) => buildPath(P.dashboardTenderPreview, { tenderId }),
  dashboardRates: () => P.dashboardRates,
  dashboardRatePreview: (rateId: Id) => buildPath(P.dashboardRatePreview, { rateId }),
  dashboardAccounting: () => P.dashboardAccounting,
  dashboardAccountingPreview: (invoiceNumber: Id) =>
    buildPath(P.dashboardAccountingPreview, { invoiceNumber }),

  shipments: () => P.shipments,
  shipment: (shipmentNumber: Id) => buildPath(P.shipment, { shipmentNumber }),
  allShipments: () => P.allShipments,
  trip: (tripId: Id) => buildPath(P.trip, { tripId }),
  shipmentPreview: (shipmentNumber: Id) => buildPath(P.shipmentPreview, { shipmentNumber }),
  shipmentDetails: (shipmentNumber: Id) => buildPath(P.shipmentDetails, { shipmentNumber }),
  shipmentFinancials: (shipmentNumber: Id) => buildPath(P.shipmentFinancials, { shipmentNumber }),
  shipmentCases: (shipmentNumber: Id) => buildPath(P.shipmentCases, { shipmentNumber }),
  shipmentDocuments: (shipmentNumber: Id) => buildPath(P.shipmentDocuments, { shipmentNumber }),
  shipmentSignedRateConfirmation: (shipmentNumber: Id) =>
    buildPath(P.shipmentSignedRateConfirmation, { shipmentNumber }),
  myShipments: () => P.myShipments,
  myShipment: (shipmentNumber: Id) => buildPath(P.myShipment, { shipmentNumber }),

  availableFreight: () => P.availableFreight,
  availableFreightPreview: (shipmentNumber: Id) => buildPath(P.availableFreightPreview, { shipmentNumber }),
  tenders: () => P.tenders,
  tenderPreview: (tenderId: Id) => buildPath(P.tenderPreview, { tenderId }),
  tenderDetails: (tenderId: Id) => buildPath(P.tenderDetails, { tenderId }),
  tenderByShipment: (shipmentNumber: Id) => buildPath(P.tenderByShipment, { shipmentNumber }),
  rates: () => P.rates,
  rateByShipment: (shipmentNumber: Id) => buildPath(P.rateByShipment, { shipmentNumber }),
  ratePreview: (rateIdOrShipmentNumber: Id) => buildPath(P.ratePreview, { rateIdOrShipmentNumber }),
  rateDetails: (rateIdOrShipmentNumber: Id) => buildPath(P.rateDetails, { rateIdOrShipmentNumber }),
  rateTypeShipment: (rateType: string, shipmentNumber: Id) =>
    buildPath(P.rateTypeShipment, { rateType, shipmentNumber }),
  /** The reload search: `reloadShipment` names the load whose destination the search starts from. */
  reloads: (
    search: {
      reloadShipment?: string;
      originRadius?: number;
      destinationRadius?: number;
      includePartials?: boolean;
    } = {},
  ) => withQuery(P.reloads, search),
  liveEquipment: () => P.liveEquipment,
  savedLanes: () => P.savedLanes,
  lanes: () => P.lanes,
  topPicks: () => P.topPicks,
  equipment: () => P.equipment,
  trailers: () => P.trailers,
  powerUnits: () => P.powerUnits,

  contacts: () => P.contacts,
  contactCreate: () => P.contactCreate,
  contactPreview: (contactId: Id) => buildPath(P.contactPreview, { contactId }),
  contactEdit: (contactId: Id) => buildPath(P.contactEdit, { contactId }),
  profile: () => P.profile,
  profileEdit: () => P.profileEdit,
  /** The ELD integrations tab, where the 'Expired Samsara Token' modal links. */
  profileIntegrations: () => withQuery(P.profile, { tab: 'integrations' }),
  videos: () => P.videos,
  status: () => P.status,

  accounting: () => P.accounting,
  accountingPreview: (invoiceNumber: Id) => buildPath(P.accountingPreview, { invoiceNumber }),
  invoices: () => P.invoices,
  invoicePreview: (invoiceNumber: Id) => buildPath(P.invoicePreview, { invoiceNumber }),
  thirdPartyPayerInvoices: () => P.thirdPartyPayerInvoices,
  thirdPartyPayerInvoicePreview: (invoiceNumber: Id) =>
    buildPath(P.thirdPartyPayerInvoicePreview, { invoiceNumber }),
  payments: () => P.payments,
  paymentPreview: (checkNumber: Id) => buildPath(P.paymentPreview, { checkNumber }),

  cases: () => P.cases,
  casePreview: (caseNumber: Id) => buildPath(P.casePreview, { caseNumber }),
  caseNotes: (caseNumber: Id) => buildPath(P.caseNotes, { caseNumber }),
  caseDocuments: (caseNumber: Id) => buildPath(P.caseDocuments, { caseNumber }),
  caseHistory: (caseNumber: Id) => buildPath(P.caseHistory, { caseNumber }),

  orders: () => P.orders,
  orderCreate: () => P.orderCreate,
  orderPreview: (orderNumber: Id) => buildPath(P.orderPreview, { orderNumber }),
  orderDetails: (orderNumber: Id) => buildPath(P.orderDetails, { orderNumber }),
  orderLogistics: (orderNumber: Id) => buildPath(P.orderLogistics, { orderNumber }),
  orderEdit: (orderNumber: Id) => buildPath(P.orderEdit, { orderNumber }),
  locations: () => P.locations,
  locationPreview: (locationNumber: Id) => buildPath(P.locationPreview, { locationNumber }),
  shipmentBooking: () => P.shipmentBooking,
  shipmentTracking: () => P.shipmentTracking,
  managedShipmentPreview: (shipmentNumber: Id) => buildPath(P.managedShipmentPreview, { shipmentNumber }),
} satisfies Record<RouteName | 'profileIntegrations', (...args: never[]) => string>;

/**
 * The history state of a shipment opened where it is known to be the user's company's: from its own
 * lists, or right after booking it. mf-shipments then skips the 'already booked by your company'
 * notice of spec 000 §2, which is for a shipment opened by address or search.
 */
export const OWN_SHIPMENT_STATE = { ownShipment: true } as const;

export function isOwnShipmentState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { ownShipment?: unknown }).ownShipment === true
  );
}
