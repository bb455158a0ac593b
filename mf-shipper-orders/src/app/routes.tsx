// The shipper side's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <ShipperOrdersRoutes prefix=...>. Paths below /locations and the shipment
// lists are ours (the spec does not show them; see README). Unknown sub-paths: 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import type { OrderSubPage } from '../features/orders/components/order-preview-page';

// Every page is a chunk of its own: a first visit to a list carries that list only.
const OrdersPage = lazyPage(
  () => import('../features/orders/components/orders-page').then((m) => m.OrdersPage),
  'Loading orders',
);
const CreateOrderPage = lazyPage(
  () => import('../features/orders/components/create-order-page').then((m) => m.CreateOrderPage),
  'Loading the order form',
);
const EditOrderPage = lazyPage(
  () => import('../features/orders/components/edit-order-page').then((m) => m.EditOrderPage),
  'Loading the order form',
);
const OrderPreviewPage = lazyPage(
  () => import('../features/orders/components/order-preview-page').then((m) => m.OrderPreviewPage),
  'Loading the order',
);
const LocationsPage = lazyPage(
  () => import('../features/locations/components/locations-page').then((m) => m.LocationsPage),
  'Loading locations',
);
const LocationPreviewPage = lazyPage(
  () => import('../features/locations/components/location-preview-page').then((m) => m.LocationPreviewPage),
  'Loading the location',
);
const ManagedShipmentsPage = lazyPage(
  () =>
    import('../features/shipment-management/components/managed-shipments-page').then(
      (m) => m.ManagedShipmentsPage,
    ),
  'Loading shipments',
);
const ConsolidationPage = lazyPage(
  () =>
    import('../features/shipment-management/components/consolidation-page').then((m) => m.ConsolidationPage),
  'Loading consolidation',
);
const ManagedShipmentPage = lazyPage(
  () =>
    import('../features/shipment-management/components/managed-shipment-page').then(
      (m) => m.ManagedShipmentPage,
    ),
  'Loading the shipment',
);

type ShipperPrefix = RoutePrefixOf<'mf_shipper_orders'>;
const at = (prefix: ShipperPrefix, pattern: (typeof P)[keyof typeof P]) => relativePattern(prefix, pattern);

function OrderPreviewRoute({ subPage }: { subPage: OrderSubPage }) {
  const { orderNumber = '' } = useParams();
  return <OrderPreviewPage orderNumber={orderNumber} subPage={subPage} />;
}
/** The preview's own address opens its first sub-page, Details. */
function OrderPreviewIndexRedirect() {
  const { orderNumber = '' } = useParams();
  return <Navigate to={paths.orderDetails(orderNumber)} replace />;
}
function EditOrderRoute() {
  const { orderNumber = '' } = useParams();
  return <EditOrderPage orderNumber={orderNumber} />;
}
function LocationPreviewRoute() {
  const { locationNumber = '' } = useParams();
  return <LocationPreviewPage locationNumber={locationNumber} />;
}
function ManagedShipmentRoute() {
  const { shipmentNumber = '' } = useParams();
  return <ManagedShipmentPage shipmentNumber={shipmentNumber} />;
}

const SUBTREES: Record<ShipperPrefix, ReactElement> = {
  '/orders': (
    <>
      <Route index element={<OrdersPage />} />
      <Route path={at('/orders', P.orderCreate)} element={<CreateOrderPage />} />
      <Route path={at('/orders', P.orderPreview)} element={<OrderPreviewIndexRedirect />} />
      <Route path={at('/orders', P.orderDetails)} element={<OrderPreviewRoute subPage="details" />} />
      <Route path={at('/orders', P.orderLogistics)} element={<OrderPreviewRoute subPage="logistics" />} />
      <Route path={at('/orders', P.orderEdit)} element={<EditOrderRoute />} />
    </>
  ),
  '/locations': (
    <>
      <Route index element={<LocationsPage />} />
      <Route path={at('/locations', P.locationPreview)} element={<LocationPreviewRoute />} />
    </>
  ),
  '/shipment-booking': (
    <>
      <Route index element={<ManagedShipmentsPage list="booking" />} />
      <Route path="consolidate" element={<ConsolidationPage />} />
    </>
  ),
  '/shipment-tracking': (
    <>
      <Route index element={<ManagedShipmentsPage list="tracking" />} />
      <Route path={at('/shipment-tracking', P.managedShipmentPreview)} element={<ManagedShipmentRoute />} />
    </>
  ),
};

export function ShipperOrdersRoutes({ prefix }: RoutesProps<'mf_shipper_orders'>) {
  return (
    <Routes>
      {SUBTREES[prefix]}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
