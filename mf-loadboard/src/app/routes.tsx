// The load board's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <LoadboardRoutes prefix=...>; the routes below are relative to that match.
// Unknown sub-paths show 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { RATE_TYPE_LABEL, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { AvailableFreightPage } from '../features/available-freight/components/available-freight-page';
import { EquipmentPage } from '../features/equipment/components/equipment-page';
import { LiveEquipmentPage } from '../features/live-equipment/components/live-equipment-page';
import { LoadDetailDialog } from '../features/load-detail/components/load-detail-dialog';
import { LoadPreviewDrawer } from '../features/load-detail/components/load-preview-drawer';
import { LOAD_DETAIL_PARTS } from './load-detail-parts';
import { LoadDetailProvider } from '../ui/load-detail-slot';
import type { LoadPreviewView } from '../features/load-detail/components/load-preview-page';
import {
  RateRequestOfShipmentPage,
  RateRequestPage,
} from '../features/rate-requests/components/rate-request-page';
import { RateRequestsPage } from '../features/rate-requests/components/rate-requests-page';
import { ReloadsPage } from '../features/reloads/components/reloads-page';
import { SavedLanesPage } from '../features/saved-lanes/components/saved-lanes-page';
import { TenderOfShipmentPage, TenderPage } from '../features/tenders/components/tender-page';
import { TendersPage } from '../features/tenders/components/tenders-page';
import { TopPicksPage } from '../features/top-picks/components/top-picks-page';

type LoadboardPrefix = RoutePrefixOf<'mf_loadboard'>;

/** /available-freight/{n}/preview: the load over the list; the close keeps the list's filters. */
function AvailableFreightPreviewRoute() {
  const { shipmentNumber = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <LoadPreviewDrawer
      shipmentNumber={shipmentNumber}
      onClose={() => void navigate(`${paths.availableFreight()}${search}`)}
    />
  );
}

/** The load-detail dialog a list row of reloads or top picks opens. */
const availableLoadDialog = (shipmentNumber: string, onClose: () => void) => (
  <LoadDetailDialog shipmentNumber={shipmentNumber} type="available" open onClose={onClose} />
);

function TenderPreviewRoute({ view }: { view: LoadPreviewView }) {
  const { tenderId = '' } = useParams();
  return <TenderPage tenderId={tenderId} view={view} />;
}

function TenderByShipmentRoute() {
  const { shipmentNumber = '' } = useParams();
  return <TenderOfShipmentPage shipmentNumber={shipmentNumber} />;
}

function RateByShipmentRoute() {
  const { shipmentNumber = '' } = useParams();
  return <RateRequestOfShipmentPage shipmentNumber={shipmentNumber} caption={`Shipment ${shipmentNumber}`} />;
}

/**
 * /rates/{shipmentNumber}/preview and /rates/{rateId}/preview have the same shape; one route takes
 * either, and the rate request is looked up by rate id, then by shipment number.
 */
function RatePreviewRoute({ view }: { view: LoadPreviewView }) {
  const { rateIdOrShipmentNumber = '' } = useParams();
  return <RateRequestPage rateIdOrShipmentNumber={rateIdOrShipmentNumber} view={view} />;
}

function isRateType(value: string): value is RateType {
  return (Object.values(RateType) as string[]).includes(value);
}

/** /rates/{rateType}/shipment/{shipmentNumber}: a rate request opened with its rate type chosen. */
function RateTypeShipmentRoute() {
  const { rateType = '', shipmentNumber = '' } = useParams();
  if (!isRateType(rateType)) return <NotFound />;
  return (
    <RateRequestOfShipmentPage
      shipmentNumber={shipmentNumber}
      caption={`Shipment ${shipmentNumber} (${RATE_TYPE_LABEL[rateType]})`}
      rateType={rateType}
    />
  );
}

const at = (prefix: LoadboardPrefix, pattern: (typeof P)[keyof typeof P]) => relativePattern(prefix, pattern);

/** The routes under each prefix; a Record so a prefix added to ROUTE_OWNERS fails the type check here. */
const SUBTREES: Record<LoadboardPrefix, ReactElement> = {
  '/available-freight': (
    <Route element={<AvailableFreightPage />}>
      <Route index element={null} />
      <Route
        path={at('/available-freight', P.availableFreightPreview)}
        element={<AvailableFreightPreviewRoute />}
      />
    </Route>
  ),
  '/reloads': <Route index element={<ReloadsPage renderDetail={availableLoadDialog} />} />,
  '/tenders': (
    <>
      <Route index element={<TendersPage />} />
      <Route path={at('/tenders', P.tenderPreview)} element={<TenderPreviewRoute view="preview" />} />
      <Route path={at('/tenders', P.tenderDetails)} element={<TenderPreviewRoute view="details" />} />
      <Route path={at('/tenders', P.tenderByShipment)} element={<TenderByShipmentRoute />} />
    </>
  ),
  '/rates': (
    <>
      <Route index element={<RateRequestsPage />} />
      <Route path={at('/rates', P.rateByShipment)} element={<RateByShipmentRoute />} />
      <Route path={at('/rates', P.ratePreview)} element={<RatePreviewRoute view="preview" />} />
      <Route path={at('/rates', P.rateDetails)} element={<RatePreviewRoute view="details" />} />
      <Route path={at('/rates', P.rateTypeShipment)} element={<RateTypeShipmentRoute />} />
    </>
  ),
  '/live-equipment': <Route index element={<LiveEquipmentPage />} />,
  '/saved-lanes': <Route index element={<SavedLanesPage title="Saved Lanes" />} />,
  '/lanes': <Route index element={<SavedLanesPage title="Lanes" />} />,
  '/top-picks': <Route index element={<TopPicksPage renderDetail={availableLoadDialog} />} />,
  '/equipment': (
    <>
      <Route index element={<Navigate to={paths.trailers()} replace />} />
      <Route path={at('/equipment', P.trailers)} element={<EquipmentPage tab="trailers" />} />
      <Route path={at('/equipment', P.powerUnits)} element={<EquipmentPage tab="power-units" />} />
    </>
  ),
};

export function LoadboardRoutes({ prefix }: RoutesProps<'mf_loadboard'>) {
  return (
    <LoadDetailProvider value={LOAD_DETAIL_PARTS}>
      <Routes>
        {SUBTREES[prefix]}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </LoadDetailProvider>
  );
}
