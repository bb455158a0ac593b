import { Permission } from '../domain/permission';
import { evaluateRouteAccess } from './route-guard';
import type { RouteRequirement } from './route-guard';
import { evaluatePathAccess, SHIPPER_SIDE_ACCESS, THIRD_PARTY_INVOICE_ACCESS } from './route-access';
import { hasAnyPermission, isAdmin, personaFallbackPath } from './user-traits';
import type { AccessUser } from './user-traits';

const { CarrierPortal, DriverPortal, FactoringCompanyPortal } = Permission;

/** The red count badges of the side navigation (spec 000 §2). */
export type NavigationBadge =
  'shipmentsNeedingUpdates' | 'sentTenders' | 'openRateRequests' | 'accountingActionRequired' | 'newCases';

/**
 * A side-navigation entry. `route` items link inside the portal; `external` opens the help desk in a
 * new tab (its address comes from the runtime configuration); `logout` signs out.
 */
export type NavigationItem =
  | { key: string; label: string; kind: 'route'; path: string; badge?: NavigationBadge }
  | { key: string; label: string; kind: 'external'; target: 'helpDesk' }
  | { key: string; label: string; kind: 'logout' };

export interface NavigationGroup {
  key: string;
  /** Absent for the Dashboard group, which is a single link. */
  label?: string;
  items: NavigationItem[];
}

interface NavigationRule {
  item: NavigationItem;
  isVisible: (user: AccessUser) => boolean;
}

/**
 * Where the logo and the Dashboard item lead: the dashboard for those it opens to, else the persona's
 * home of the fallback (a factoring user's accounting, a driver's shipments, a shipper's orders). The
 * dashboard would send them on to the all-shipments list, which a factoring user or a shipper may not
 * open: 'You are not Authorized for this content' (issue 41).
 */
export function homePathFor(user: AccessUser): string {
  return evaluatePathAccess(user, '/dashboard') === 'allowed' ? '/dashboard' : personaFallbackPath(user);
}

const needs =
  (requirement: RouteRequirement) =>
  (user: AccessUser): boolean =>
    evaluateRouteAccess(user, requirement) === 'allowed';
const always = (): boolean => true;

/**
 * The side navigation of spec 000 §2 with the visibility rules of spec 000 §6. Third Party Payer
 * Invoices also needs the route's roles (spec 001 §2), so the link never leads to the
 * not-authorized page.
 */
const NAVIGATION: readonly { key: string; label?: string; rules: NavigationRule[] }[] = [
  {
    key: 'dashboard',
    rules: [
      {
        item: { key: 'dashboard', label: 'Dashboard', kind: 'route', path: '/dashboard' },
        isVisible: always,
      },
    ],
  },
  {
    key: 'load-board',
    label: 'Load Board',
    rules: [
      { key: 'load-board', label: 'Load Board', path: '/available-freight' },
      { key: 'live-equipment', label: 'Live Equipment', path: '/live-equipment' },
      { key: 'saved-lanes', label: 'Saved Lanes', path: '/saved-lanes' },
      { key: 'top-picks', label: 'Top Picks', path: '/top-picks' },
    ].map(({ key, label, path }) => ({
      item: { key, label, kind: 'route' as const, path },
      isVisible: needs({ anyPermission: [CarrierPortal], excludeBrokers: true }),
    })),
  },
  {
    key: 'manage-freight',
    label: 'Manage Freight',
    rules: [
      {
        item: {
          key: 'shipments',
          label: 'Shipments',
          kind: 'route',
          path: '/all-shipments',
          badge: 'shipmentsNeedingUpdates',
        },
        isVisible: needs({ anyPermission: [CarrierPortal, DriverPortal] }),
      },
      {
        item: { key: 'tenders', label: 'Tenders', kind: 'route', path: '/tenders', badge: 'sentTenders' },
        isVisible: needs({ anyPermission: [CarrierPortal] }),
      },
      {
        item: {
          key: 'rate-requests',
          label: 'Rate Requests',
          kind: 'route',
          path: '/rates',
          badge: 'openRateRequests',
        },
        isVisible: needs({ anyPermission: [CarrierPortal] }),
      },
    ],
  },
  {
    key: 'financials',
    label: 'Financials',
    rules: [
      {
        item: {
          key: 'accounting',
          label: 'Accounting',
          kind: 'route',
          path: '/accounting',
          badge: 'accountingActionRequired',
        },
        isVisible: needs({ anyPermission: [CarrierPortal, FactoringCompanyPortal] }),
      },
      {
        item: { key: 'payment-remittance', label: 'Payment Remittance', kind: 'route', path: '/payments' },
        isVisible: needs({ anyPermission: [CarrierPortal, FactoringCompanyPortal] }),
      },
      {
        item: {
          key: 'third-party-payer-invoices',
          label: 'Third Party Payer Invoices',
          kind: 'route',
          path: '/third-party-payer-invoices',
        },
        isVisible: (user) =>
          user.has3PLNetwork === true &&
          hasAnyPermission(user, [CarrierPortal, FactoringCompanyPortal]) &&
          needs(THIRD_PARTY_INVOICE_ACCESS)(user),
      },
      {
        item: {
          key: 'accessorial-requests',
          label: 'Accessorial Requests',
          kind: 'route',
          path: '/cases',
          badge: 'newCases',
        },
        isVisible: needs({ anyPermission: [CarrierPortal], excludeBrokers: true }),
      },
    ],
  },
  {
    // Not in spec 000's navigation (a carrier document); the shipper side of spec 001 needs a way to
    // its areas, shown to those its routes let in (SHIPPER_SIDE_ACCESS: shipper users).
    key: 'shipper',
    label: 'Orders',
    rules: [
      { key: 'orders', label: 'Orders', path: '/orders' },
      { key: 'locations', label: 'Locations', path: '/locations' },
      { key: 'shipment-booking', label: 'Shipment Booking', path: '/shipment-booking' },
      { key: 'shipment-tracking', label: 'Shipment Tracking', path: '/shipment-tracking' },
    ].map(({ key, label, path }) => ({
      item: { key, label, kind: 'route' as const, path },
      isVisible: needs(SHIPPER_SIDE_ACCESS),
    })),
  },
  {
    key: 'account',
    label: 'Account',
    rules: [
      {
        item: { key: 'videos', label: 'Videos', kind: 'route', path: '/videos' },
        isVisible: needs({ anyPermission: [CarrierPortal] }),
      },
      {
        item: { key: 'contacts', label: 'Contacts', kind: 'route', path: '/contacts' },
        isVisible: needs({ anyPermission: [CarrierPortal] }),
      },
      { item: { key: 'support', label: 'Support', kind: 'external', target: 'helpDesk' }, isVisible: always },
      { item: { key: 'logout', label: 'Logout', kind: 'logout' }, isVisible: always },
    ],
  },
];

/** The side navigation this user sees: hidden items dropped, empty groups dropped, Dashboard to their home. */
export function navigationFor(user: AccessUser): NavigationGroup[] {
  const home = homePathFor(user);
  return NAVIGATION.map(({ key, label, rules }) => ({
    key,
    ...(label ? { label } : {}),
    items: rules
      .filter((rule) => rule.isVisible(user))
      .map((rule) =>
        rule.item.key === 'dashboard' && rule.item.kind === 'route'
          ? { ...rule.item, path: home }
          : rule.item,
      ),
  })).filter((group) => group.items.length > 0);
}

/** An entry of the top bar's user menu (spec 000 §2). */
export type UserMenuItem =
  | { key: 'profile'; label: 'My Profile'; path: '/profile' }
  | { key: 'contacts'; label: 'Contacts' | 'Admin'; path: '/contacts'; badge?: 'openAccessRequests' }
  | { key: 'api-documentation'; label: 'API Documentation'; target: 'apiDocumentation' }
  | { key: 'logout'; label: 'Logout' };

/**
 * The user menu: My Profile (any of the carrier, factoring or driver portal permissions), Contacts
 * (labelled Admin for admins, with the open access-request badge), API Documentation (admins, not on
 * mobile), Logout. Contacts follows its route's access (carrier or factoring portal).
 */
export function userMenuFor(user: AccessUser, options: { isMobile: boolean }): UserMenuItem[] {
  const admin = isAdmin(user);
  const menu: UserMenuItem[] = [];
  if (hasAnyPermission(user, [CarrierPortal, FactoringCompanyPortal, DriverPortal])) {
    menu.push({ key: 'profile', label: 'My Profile', path: '/profile' });
  }
  if (hasAnyPermission(user, [CarrierPortal, FactoringCompanyPortal])) {
    menu.push(
      admin
        ? { key: 'contacts', label: 'Admin', path: '/contacts', badge: 'openAccessRequests' }
        : { key: 'contacts', label: 'Contacts', path: '/contacts' },
    );
  }
  if (admin && !options.isMobile) {
    menu.push({ key: 'api-documentation', label: 'API Documentation', target: 'apiDocumentation' });
  }
  menu.push({ key: 'logout', label: 'Logout' });
  return menu;
}
