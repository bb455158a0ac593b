// /available-freight: the load board (CarrierPortal, not brokers). Loads from the catalogue with their
// lane (dates in each stop's zone), equipment, weight, miles, Book It Now rate and rate per mile;
// filters, view and order in the URL; polled every 30 s so booked loads leave the board. A row opens
// /available-freight/{n}/preview over the list (the child route, rendered by <Outlet />).
import { Tag } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { formatMiles, formatWeight } from '@trucks/shared-contracts/format/measure';
import { PLACE_TEXT_HINT } from '@trucks/shared-contracts/rules/place-text';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { radiiReadable } from '../../../lib/radius-miles';
import {
  bookItNowText,
  perMileText,
  PlaceCell,
  placeText,
  ratePerMile,
  stopWindowText,
} from '../../../ui/load-facts';
import {
  AVAILABLE_FREIGHT_LIST,
  availableFreightPageQueryOptions,
  availableShipmentQuery,
  unreadablePlaces,
  useReadAheadAvailableShipments,
} from '../api/available-shipments';
import type { AvailableFreightFilters } from '../api/available-shipments';

type AvailableFreightView = 'all' | 'bookItNow';

// The spec names no views for this list; a carrier mostly wants every load or only the ones with a
// Book It Now rate (bookItNowRate), which can be booked at once.
const VIEWS: readonly ListView<AvailableFreightView>[] = [
  { key: 'all', label: 'All Loads' },
  { key: 'bookItNow', label: 'Book It Now' },
];

// The filter form (antd's date pickers, selects, the form) loads with the FILTERS tab, not with the
// board's rows: a first visit downloads what the rows need.
const AvailableFreightFilterForm = lazyPanel(
  () => import('./available-freight-filters').then((m) => m.AvailableFreightFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

const firstStop = (load: Shipment): Stop | undefined => load.stops[0];
const lastStop = (load: Shipment): Stop | undefined => load.stops[load.stops.length - 1];
const equipmentText = (load: Shipment) =>
  [EQUIPMENT_MODE_LABEL[load.equipmentMode], equipmentTypesLabel(load.equipmentTypes)]
    .filter(Boolean)
    .join(' · ');

/** The preview of a load, keeping the list's filters in the address (the close goes back to them). */
function PreviewLink({ load }: { load: Shipment }) {
  const { search } = useLocation();
  return (
    <Link to={`${paths.availableFreightPreview(load.shipmentNumber)}${search}`}>#{load.shipmentNumber}</Link>
  );
}

/** One set of columns for every render: the table re-renders rows only when their loads change. */
const COLUMNS: ListColumn<Shipment>[] = [
  {
    key: 'shipmentNumber',
    title: 'Shipment #',
    render: (load) => (
      <span>
        <PreviewLink load={load} />
        {load.isPartial ? <Tag style={{ marginLeft: 8 }}>Partial</Tag> : null}
      </span>
    ),
    csv: (load) => load.shipmentNumber,
  },
  {
    key: 'origin',
    title: 'Origin',
    render: (load) => {
      const stop = firstStop(load);
      return stop ? <PlaceCell place={stop} /> : '—';
    },
    csv: (load) => {
      const stop = firstStop(load);
      return stop ? `${placeText(stop)} ${stopWindowText(stop)}` : '';
    },
  },
  {
    key: 'destination',
    title: 'Destination',
    render: (load) => {
      const stop = lastStop(load);
      return stop ? <PlaceCell place={stop} /> : '—';
    },
    csv: (load) => {
      const stop = lastStop(load);
      return stop ? `${placeText(stop)} ${stopWindowText(stop)}` : '';
    },
  },
  { key: 'equipment', title: 'Equipment', render: equipmentText, csv: equipmentText },
  {
    key: 'weight',
    title: 'Weight',
    align: 'end',
    render: (load) => formatWeight(load.weight),
    csv: (load) => load.weight,
  },
  {
    key: 'miles',
    title: 'Miles',
    align: 'end',
    render: (load) => formatMiles(load.miles),
    csv: (load) => load.miles,
  },
  {
    key: 'bookItNow',
    title: 'Book It Now',
    align: 'end',
    render: (load) => bookItNowText(load.bookItNowRate),
    csv: (load) => load.bookItNowRate?.calculatedRate,
  },
  {
    key: 'ratePerMile',
    title: 'Rate/Mile',
    align: 'end',
    render: (load) => perMileText(ratePerMile(load.bookItNowRate, load.miles)),
    csv: (load) => ratePerMile(load.bookItNowRate, load.miles),
  },
];

const PLACE_LABEL = { origin: 'Origin', destination: 'Destination' } as const;

/** Why a board whose address holds a place that cannot be read lists nothing; undefined otherwise. */
function unreadableMessage(filters: AvailableFreightFilters): string | undefined {
  const unreadable = unreadablePlaces(filters);
  if (unreadable.length === 0) return undefined;
  return unreadable
    .map((name) => `${PLACE_LABEL[name]} '${filters[name]}' cannot be read.`)
    .concat(PLACE_TEXT_HINT)
    .join(' ');
}

export function AvailableFreightPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    ...AVAILABLE_FREIGHT_LIST,
    pageQuery: availableFreightPageQueryOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const draftReadable = unreadablePlaces(filters.draft).length === 0 && radiiReadable(filters.draft);
  const draftQuery = availableShipmentQuery({ ...list.request, filters: filters.draft, page: 1 });
  const appliedQuery = availableShipmentQuery({ ...list.request, page: 1 });
  // A draft with a place or a radius that cannot be read is not read ahead, and cannot be applied.
  useReadAheadAvailableShipments(draftReadable ? draftQuery : appliedQuery, appliedQuery);
  return (
    <PagedListPage
      title="Available Freight"
      list={list}
      columns={COLUMNS}
      rowKey={(load) => load.id}
      noun={{ one: 'load', other: 'loads' }}
      emptyMessage={{
        filtered: unreadableMessage(filters.applied) ?? 'No loads match these filters',
        unfiltered: 'No loads are available right now',
      }}
      onOpen={(load) => void navigate(`${paths.availableFreightPreview(load.shipmentNumber)}${search}`)}
      exportFileName="available-freight"
      views={<FilterViewList label="Load views" views={VIEWS} filters={filters} name="view" />}
      filters={<AvailableFreightFilterForm filters={filters} />}
      preloadFilters={AvailableFreightFilterForm.preload}
      applyDisabled={!draftReadable}
    >
      <Outlet />
    </PagedListPage>
  );
}
