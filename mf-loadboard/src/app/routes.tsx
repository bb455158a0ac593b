// The load board's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <LoadboardRoutes prefix=...>; the routes below are relative to that match.
// Unknown sub-paths show 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import type {
  LoadDetailDialogProps,
  RoutePrefixOf,
  RoutesProps,
  ShellQueryClient,
} from '@trucks/shared-contracts/federation/remote-modules';
import { RATE_TYPE_LABEL, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import type { LazyPage } from '@trucks/shared-ui/lazy-page';
import { availableFreightFirstRead } from '../features/available-freight/api/available-shipments';
import type { LoadPreviewView } from '../features/load-detail/components/load-preview-page';
import { LOAD_DETAIL_PARTS } from './load-detail-parts';
import { LoadDetailProvider } from '../ui/load-detail-slot';

// Every page in a chunk of its own: a first visit carries only the page it opens (issue 11, <= 80 KB).
// The load-detail dialog and preview drawer are small frames whose body loads when they open.
const AvailableFreightPage = lazyPage(
  () =>
    import('../features/available-freight/components/available-freight-page').then(
      (m) => m.AvailableFreightPage,
    ),
  'Loading available freight',
  { readAhead: availableFreightFirstRead },
);
const LoadPreviewDrawer = lazyPage(
  () => import('../features/load-detail/components/load-preview-drawer').then((m) => m.LoadPreviewDrawer),
  'Loading load',
);
const ReloadsPage = lazyPage(
  () => import('../features/reloads/components/reloads-page').then((m) => m.ReloadsPage),
  'Loading reloads',
);
const TopPicksPage = lazyPage(
  () => import('../features/top-picks/components/top-picks-page').then((m) => m.TopPicksPage),
  'Loading top picks',
);
const TendersPage = lazyPage(
  () => import('../features/tenders/components/tenders-page').then((m) => m.TendersPage),
  'Loading tenders',
);
const TenderPage = lazyPage(
  () => import('../features/tenders/components/tender-page').then((m) => m.TenderPage),
  'Loading tender',
);
const TenderOfShipmentPage = lazyPage(
  () => import('../features/tenders/components/tender-page').then((m) => m.TenderOfShipmentPage),
  'Loading tender',
);
const RateRequestsPage = lazyPage(
  () => import('../features/rate-requests/components/rate-requests-page').then((m) => m.RateRequestsPage),
  'Loading rate requests',
);
const RateRequestPage = lazyPage(
  () => import('../features/rate-requests/components/rate-request-page').then((m) => m.RateRequestPage),
  'Loading rate request',
);
const RateRequestOfShipmentPage = lazyPage(
  () =>
    import('../features/rate-requests/components/rate-request-page').then((m) => m.RateRequestOfShipmentPage),
  'Loading rate request',
);
const EquipmentPage = lazyPage(
  () => import('../features/equipment/components/equipment-page').then((m) => m.EquipmentPage),
  'Loading equipment',
);
const LiveEquipmentPage = lazyPage(
  () => import('../features/live-equipment/components/live-equipment-page').then((m) => m.LiveEquipmentPage),
  'Loading live equipment',
);
const SavedLanesPage = lazyPage(
  () => import('../features/saved-lanes/components/saved-lanes-page').then((m) => m.SavedLanesPage),
  'Loading lanes',
);

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

/**
 * The load-detail dialog a list row of reloads or top picks opens: its code (antd's Modal) loads when a
 * row is opened, not with the routes every page of this remote loads (the load board's first load).
 */
const LoadDetailDialog = lazyPanel<LoadDetailDialogProps>(
  () => import('../features/load-detail/components/load-detail-dialog').then((m) => m.LoadDetailDialog),
  'Loading shipment',
  'The shipment could not be opened.',
);
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

type PagesOfPath = readonly { pattern: string; pages: readonly Pick<LazyPage<never>, 'preload'>[] }[];

/**
 * The pages each path renders, beside SUBTREES (same patterns; '' is the prefix itself), so that
 * preloadLoadboardPage can load them before the route renders. A Record, like SUBTREES.
 */
const PAGES_OF_PATH: Record<LoadboardPrefix, PagesOfPath> = {
  '/available-freight': [
    { pattern: '', pages: [AvailableFreightPage] },
    {
      pattern: at('/available-freight', P.availableFreightPreview),
      pages: [AvailableFreightPage, LoadPreviewDrawer],
    },
  ],
  '/reloads': [{ pattern: '', pages: [ReloadsPage] }],
  '/tenders': [
    { pattern: '', pages: [TendersPage] },
    { pattern: at('/tenders', P.tenderPreview), pages: [TenderPage] },
    { pattern: at('/tenders', P.tenderDetails), pages: [TenderPage] },
    { pattern: at('/tenders', P.tenderByShipment), pages: [TenderOfShipmentPage] },
  ],
  '/rates': [
    { pattern: '', pages: [RateRequestsPage] },
    { pattern: at('/rates', P.rateByShipment), pages: [RateRequestOfShipmentPage] },
    { pattern: at('/rates', P.ratePreview), pages: [RateRequestPage] },
    { pattern: at('/rates', P.rateDetails), pages: [RateRequestPage] },
    { pattern: at('/rates', P.rateTypeShipment), pages: [RateRequestOfShipmentPage] },
  ],
  '/live-equipment': [{ pattern: '', pages: [LiveEquipmentPage] }],
  '/saved-lanes': [{ pattern: '', pages: [SavedLanesPage] }],
  '/lanes': [{ pattern: '', pages: [SavedLanesPage] }],
  '/top-picks': [{ pattern: '', pages: [TopPicksPage] }],
  '/equipment': [
    { pattern: '', pages: [EquipmentPage] },
    { pattern: at('/equipment', P.trailers), pages: [EquipmentPage] },
    { pattern: at('/equipment', P.powerUnits), pages: [EquipmentPage] },
  ],
};

/** 'a/:id/preview' against 'a/7/preview': segment by segment, a ':name' segment takes any one. */
function matchesPattern(pattern: string, relativePath: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = relativePath.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
  );
}

/**
 * Starts loading the page chunks a path under this remote's prefixes renders ('/available-freight',
 * '/tenders/T55/preview') and, given the query client, their first reads (the board's first page);
 * resolves once the chunks have loaded, at once for a path it does not render. The routes module's
 * `preload` (RoutesModule): the host calls it on a navigation's intent.
 */
export function preloadLoadboardPage(path: string, queryClient?: ShellQueryClient): Promise<void> {
  const [pathname = '', query = ''] = path.split('#')[0]!.split('?');
  const read = queryClient ? { queryClient, search: query ? `?${query}` : '' } : undefined;
  const prefix = (Object.keys(PAGES_OF_PATH) as LoadboardPrefix[]).find(
    (candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`),
  );
  if (!prefix) return Promise.resolve();
  const relativePath = pathname.slice(prefix.length);
  const entry = PAGES_OF_PATH[prefix].find(({ pattern }) => matchesPattern(pattern, relativePath));
  return Promise.all((entry?.pages ?? []).map((page) => page.preload(read))).then(() => undefined);
}

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
