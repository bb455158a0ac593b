// The shipper side's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <ShipperOrdersRoutes prefix=...>. Paths below /locations and the shipment
// lists are ours (the spec does not show them; see README). Unknown sub-paths: 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { LocationPreviewPage } from '../features/locations/components/location-preview-page';
import { LocationsPage } from '../features/locations/components/locations-page';
import { CreateOrderPage, EditOrderPage, OrderPreviewPage } from '../features/orders/components/order-pages';
import type { OrderSubPage } from '../features/orders/components/order-pages';
import { OrdersPage } from '../features/orders/components/orders-page';
import { ManagedShipmentPage } from '../features/shipment-management/components/managed-shipment-page';
import { ManagedShipmentsPage } from '../features/shipment-management/components/managed-shipments-page';
import { ConsolidationPage } from '../features/shipment-management/components/consolidation-page';

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
