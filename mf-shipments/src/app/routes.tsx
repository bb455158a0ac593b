// The shipments remote's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <ShipmentsRoutes prefix=...>; the routes below are relative to that match.
// Unknown sub-paths show 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import type {
  RoutePrefixOf,
  RoutesProps,
  ShellQueryClient,
} from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { getSessionUser } from '@trucks/shared-contracts/session/session-store';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { NotFound } from '@trucks/shared-ui/not-found';
import { preloadRemoteModule } from '@trucks/shared-ui/remote-slots';
import type { ShipmentSubPage } from '../features/shipment-detail/components/shipment-preview-page';
import { usesDriverView } from '../lib/driver-user';
import {
  readDriverCardsAhead,
  signedInDriverShipmentsOptions,
} from '../features/driver/api/driver-shipments';
import { PROOF_OF_DELIVERY_MODULE } from '../features/driver/lib/proof-of-delivery-module';

// Every page in a chunk of its own: a first visit to a list carries that list only (not the shipment
// pages, the trip, or the driver's cards).
// The driver's page reads their loads while its chunk loads (and, preloaded, before it renders).
const DriverShipmentsPage = lazyPage(
  () => import('../features/driver/components/driver-shipments-page').then((m) => m.DriverShipmentsPage),
  'Loading your loads',
  { readAhead: signedInDriverShipmentsOptions },
);
const MyShipmentsPage = lazyPage(
  () => import('../features/my-shipments/components/my-shipments-page').then((m) => m.MyShipmentsPage),
  'Loading my shipments',
);
const ShipmentsPage = lazyPage(
  () => import('../features/shipment-list/components/shipments-page').then((m) => m.ShipmentsPage),
  'Loading shipments',
);
const ShipmentPage = lazyPage(
  () => import('../features/shipment-detail/components/shipment-page').then((m) => m.ShipmentPage),
  'Loading shipment',
);
const ShipmentPreviewPage = lazyPage(
  () =>
    import('../features/shipment-detail/components/shipment-preview-page').then((m) => m.ShipmentPreviewPage),
  'Loading shipment',
);
const TripPage = lazyPage(
  () => import('../features/trips/components/trip-page').then((m) => m.TripPage),
  'Loading trip',
);

type ShipmentsPrefix = RoutePrefixOf<'mf_shipments'>;
const at = (prefix: ShipmentsPrefix, pattern: (typeof P)[keyof typeof P]) => relativePattern(prefix, pattern);

/**
 * The spec: "/all-shipments (index redirects to shipments)". The index of /all-shipments has no list
 * of its own: it goes to the shipments list at /shipments (not to a relative /all-shipments/shipments),
 * keeping any query string. The DriverPortal fallback and the dashboard's denied redirect land here.
 */
function AllShipmentsIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.shipments()}${search}`} replace />;
}

/** A driver (DriverPortal) gets their phone view of their loads in place of the dispatcher's lists. */
function ListOrDriverView({ list }: { list: ReactElement }) {
  const driver = useSession((session) => usesDriverView(session.user));
  return driver ? <DriverShipmentsPage /> : list;
}

function ShipmentRoute({ title, listPath }: { title: string; listPath: string }) {
  const { shipmentNumber = '' } = useParams();
  return <ShipmentPage title={title} shipmentNumber={shipmentNumber} listPath={listPath} />;
}

function TripRoute() {
  const { tripId = '' } = useParams();
  return <TripPage tripId={tripId} />;
}

function ShipmentPreviewRoute({ subPage }: { subPage: ShipmentSubPage }) {
  const { shipmentNumber = '' } = useParams();
  return <ShipmentPreviewPage shipmentNumber={shipmentNumber} subPage={subPage} />;
}

/** The preview's own address opens its first sub-page, Details. */
function ShipmentPreviewIndexRedirect() {
  const { shipmentNumber = '' } = useParams();
  return <Navigate to={paths.shipmentDetails(shipmentNumber)} replace />;
}

/** The routes under each prefix; a Record so a prefix added to ROUTE_OWNERS fails the type check here. */
const SUBTREES: Record<ShipmentsPrefix, ReactElement> = {
  '/shipments': (
    <>
      <Route index element={<ListOrDriverView list={<ShipmentsPage />} />} />
      {/* "catch-all shipment pages": any address below a shipment number shows that shipment. */}
      <Route
        path={`${at('/shipments', P.shipment)}/*`}
        element={<ShipmentRoute title="Shipments" listPath={paths.shipments()} />}
      />
    </>
  ),
  '/all-shipments': (
    <>
      <Route index element={<AllShipmentsIndexRedirect />} />
      <Route path={at('/all-shipments', P.trip)} element={<TripRoute />} />
      <Route path={at('/all-shipments', P.shipmentPreview)} element={<ShipmentPreviewIndexRedirect />} />
      <Route
        path={at('/all-shipments', P.shipmentDetails)}
        element={<ShipmentPreviewRoute subPage="details" />}
      />
      <Route
        path={at('/all-shipments', P.shipmentFinancials)}
        element={<ShipmentPreviewRoute subPage="financials" />}
      />
      <Route
        path={at('/all-shipments', P.shipmentCases)}
        element={<ShipmentPreviewRoute subPage="cases" />}
      />
      <Route
        path={at('/all-shipments', P.shipmentDocuments)}
        element={<ShipmentPreviewRoute subPage="documents" />}
      />
      <Route
        path={at('/all-shipments', P.shipmentSignedRateConfirmation)}
        element={<ShipmentPreviewRoute subPage="SignedRateConfirmation" />}
      />
    </>
  ),
  '/my-shipments': (
    <>
      <Route index element={<ListOrDriverView list={<MyShipmentsPage />} />} />
      <Route
        path={at('/my-shipments', P.myShipment)}
        element={<ShipmentRoute title="My Shipments" listPath={paths.myShipments()} />}
      />
    </>
  ),
};

/**
 * The page chunks a list address renders, loaded ahead of the navigation (the host's preload on intent,
 * and at start the page the user lands on) and, given the query client, the driver's first read. A
 * driver's list is their phone view, whatever list address they open; a shipment's own pages and
 * any other address resolve at once (their chunks load when they render).
 */
export function preloadShipmentsPage(path: string, queryClient?: ShellQueryClient): Promise<void> {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const list = LIST_PAGES[pathname as ShipmentsPrefix];
  if (!list) return Promise.resolve();
  const driver = usesDriverView(getSessionUser());
  const page = driver ? DriverShipmentsPage : list;
  return Promise.all([
    page.preload(queryClient ? { queryClient, search: '' } : undefined),
    // A driver's cards show what is on file at their dropoffs: read with the cards, not after them.
    driver && queryClient ? readDriverCardsAhead(queryClient).catch(() => undefined) : undefined,
    // Each of a driver's cards embeds the proof-of-delivery upload (ProofOfDeliveryRegion): its module
    // loads beside the cards' read, not after the cards have rendered. A failure is the region's own.
    driver ? preloadRemoteModule(PROOF_OF_DELIVERY_MODULE).catch(() => undefined) : undefined,
  ]).then(() => undefined);
}

/** The list each prefix's index shows to anyone but a driver (/all-shipments redirects to /shipments). */
const LIST_PAGES: Record<ShipmentsPrefix, typeof ShipmentsPage> = {
  '/shipments': ShipmentsPage,
  '/all-shipments': ShipmentsPage,
  '/my-shipments': MyShipmentsPage,
};

export function ShipmentsRoutes({ prefix }: RoutesProps<'mf_shipments'>) {
  return (
    <Routes>
      {SUBTREES[prefix]}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
