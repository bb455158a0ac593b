import { Permission, Role } from '../domain/permission';
import { evaluateRouteAccess } from './route-guard';
import type { AccessDecision, RouteRequirement } from './route-guard';
import type { AccessUser } from './user-traits';

const { CarrierPortal, DriverPortal, FactoringCompanyPortal, Admin } = Permission;

const PUBLIC: RouteRequirement = { isPublic: true };
const CARRIER: RouteRequirement = { anyPermission: [CarrierPortal] };
const CARRIER_NO_BROKERS: RouteRequirement = { anyPermission: [CarrierPortal], excludeBrokers: true };
const CARRIER_OR_DRIVER: RouteRequirement = { anyPermission: [CarrierPortal, DriverPortal] };
const CARRIER_OR_FACTORING: RouteRequirement = { anyPermission: [CarrierPortal, FactoringCompanyPortal] };

/**
 * A shipment's money (its financials and signed rate confirmation) and the company's cases: carriers
 * only. Spec 000 §1: drivers "see their shipments and profile"; 001 §2 lists DriverPortal on these
 * pages too, which let a driver read any shipment's invoice and rate and the company's case notes
 * (issue 41). The navigation already keeps Accessorial Requests (the cases) to carriers (000 §6).
 */
export const SHIPMENT_MONEY_ACCESS: RouteRequirement = CARRIER;
export const CASES_ACCESS: RouteRequirement = CARRIER_NO_BROKERS;

/** The third-party invoice routes: a portal permission and one of five billing roles (spec 001 §2, §6). */
export const THIRD_PARTY_INVOICE_ACCESS: RouteRequirement = {
  anyPermission: [CarrierPortal, FactoringCompanyPortal, Admin],
  anyRole: [Role.Admin, Role.BillTo, Role.BillingInquiry, Role.AP, Role.AR],
};

/**
 * The shipper side (spec 001 §1: "Shippers (TMS side) create and update orders, manage locations and
 * contacts, consolidate orders into shipments, book or tender them and track them"): for shipper users,
 * those who hold none of the three portal permissions. The portal's personas each have their pages
 * (spec 000 §1: carriers their freight, drivers their shipments and profile, "factoring companies see
 * accounting, payments, contacts and profile"), and none of them lists orders or locations, so a
 * carrier, a driver or a factoring user sees 'You are not Authorized for this content' there, and the
 * navigation shows these pages only to shipper users.
 */
export const SHIPPER_SIDE_ACCESS: RouteRequirement = {
  noPermission: [CarrierPortal, FactoringCompanyPortal, DriverPortal],
};

/** One row of the route table: a pattern (`:param` segments, trailing `/*` for a subtree) and its access. */
export interface RouteAccessEntry {
  pattern: string;
  access: RouteRequirement;
}

/**
 * Every route of both documents' route tables with its access. Rows where the spec says 'not shown'
 * (/invoices beyond the route, /orders and the shipper-side areas, /status) carry our choice; see
 * shared-contracts/README.md. More specific patterns come first; `accessForPath` takes the first match.
 */
export const ROUTE_ACCESS: readonly RouteAccessEntry[] = [
  // Public (spec 000 §2)
  { pattern: '/', access: PUBLIC },
  { pattern: '/login', access: PUBLIC },
  { pattern: '/forgot-password', access: PUBLIC },
  { pattern: '/request-password-reset', access: PUBLIC },
  { pattern: '/reset-password/:resetToken', access: PUBLIC },
  { pattern: '/ActivateUser/:resetToken', access: PUBLIC },
  { pattern: '/passwordReset/:token', access: PUBLIC },
  { pattern: '/not-found', access: PUBLIC },
  // Dashboard: CarrierPortal, otherwise the all-shipments list (spec 000 §2). The accounting tab is
  // CarrierPortal too (spec 001 §2).
  { pattern: '/dashboard/*', access: { ...CARRIER, deniedRedirect: '/all-shipments' } },
  // Shipments (spec 000 §2, 001 §2)
  { pattern: '/shipments/*', access: CARRIER_OR_DRIVER },
  { pattern: '/all-shipments/:shipmentNumber/preview/financials', access: SHIPMENT_MONEY_ACCESS },
  { pattern: '/all-shipments/:shipmentNumber/preview/SignedRateConfirmation', access: SHIPMENT_MONEY_ACCESS },
  { pattern: '/all-shipments/:shipmentNumber/preview/cases', access: CASES_ACCESS },
  { pattern: '/all-shipments/*', access: CARRIER_OR_DRIVER },
  { pattern: '/my-shipments/*', access: CARRIER_OR_DRIVER },
  // Load board (spec 000 §2)
  { pattern: '/available-freight/*', access: CARRIER_NO_BROKERS },
  { pattern: '/reloads/*', access: CARRIER_NO_BROKERS },
  { pattern: '/top-picks/*', access: CARRIER_NO_BROKERS },
  { pattern: '/tenders/*', access: CARRIER },
  { pattern: '/rates/*', access: CARRIER },
  { pattern: '/live-equipment/*', access: CARRIER },
  { pattern: '/saved-lanes/*', access: CARRIER },
  { pattern: '/lanes/*', access: CARRIER },
  { pattern: '/equipment/*', access: CARRIER },
  // Account (spec 000 §2)
  { pattern: '/contacts/*', access: CARRIER_OR_FACTORING },
  { pattern: '/profile/*', access: { anyPermission: [CarrierPortal, FactoringCompanyPortal, DriverPortal] } },
  { pattern: '/videos/*', access: CARRIER },
  // Money and records (spec 001 §2)
  { pattern: '/accounting/*', access: CARRIER_OR_FACTORING },
  { pattern: '/invoices/*', access: CARRIER_OR_FACTORING },
  { pattern: '/payments/*', access: CARRIER_OR_FACTORING },
  { pattern: '/third-party-payer-invoices/*', access: THIRD_PARTY_INVOICE_ACCESS },
  { pattern: '/cases/*', access: CASES_ACCESS },
  // Shipper side (001 §1; access not shown in 001 §2): shipper users only.
  { pattern: '/orders/*', access: SHIPPER_SIDE_ACCESS },
  { pattern: '/locations/*', access: SHIPPER_SIDE_ACCESS },
  { pattern: '/shipment-booking/*', access: SHIPPER_SIDE_ACCESS },
  { pattern: '/shipment-tracking/*', access: SHIPPER_SIDE_ACCESS },
  // The remotes' status page for ops: admins only.
  { pattern: '/status/*', access: { anyPermission: [Admin] } },
];

/** A segment as the router reads it: decoded, and compared without case (react-router's default). */
function routerSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether a pathname matches a pattern of the route table. Segments compare as the router matches
 * them (decoded, any case), so '/all-shipments/1/preview/Financials' meets the financials row.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('?')[0]!.split('/').filter(Boolean).map(routerSegment);
  const isSubtree = wanted[wanted.length - 1] === '*';
  const fixed = isSubtree ? wanted.slice(0, -1) : wanted;
  if (isSubtree ? actual.length < fixed.length : actual.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]);
}

/** The route-table row of a pathname, or undefined for a path that has no route (the fallback applies). */
export function accessForPath(pathname: string): RouteAccessEntry | undefined {
  return ROUTE_ACCESS.find((entry) => matchesRoutePattern(entry.pattern, pathname));
}

/** The decision for a pathname; a path with no route is left to the fallback, so it counts as allowed. */
export function evaluatePathAccess(user: AccessUser | null | undefined, pathname: string): AccessDecision {
  const entry = accessForPath(pathname);
  return entry ? evaluateRouteAccess(user, entry.access) : user ? 'allowed' : 'unauthenticated';
}
