// The shipper's shipment lists (spec 001 §2 implies booking and tracking lists with saved views) on the
// shared paged list, 50 a page. Booking: shipments still to book (draft, ready to book, tendering).
// Tracking: booked through delivered, with on-time counts and an on-time filter. VIEWS are the status
// tabs with their counts (tmsShipments.statusCounts) and the user's saved views (tmsShipments.filterSets);
// the top bar searches shipment number, order number, a stop's city and the carrier.
import { Button, Flex, Tag, Typography } from 'antd';
import { MergeCellsOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EQUIPMENT_MODE_COLOR, EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import {
  ON_TIME_STATUS_COLOR,
  ON_TIME_STATUS_LABEL,
  OnTimeStatus,
} from '@trucks/shared-contracts/domain/on-time-status';
import {
  MANAGED_SHIPMENT_LIST_STATUSES,
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import type { ManagedShipmentListView } from '@trucks/shared-contracts/domain/shipment-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import {
  MANAGED_SHIPMENT_LIST,
  SET_PREFIX,
  onTimeOf,
  shipmentBaseQuery,
  shipmentListPageQuery,
  statusOfView,
  useSaveShipmentFilterSet,
  useShipmentFilterSets,
  useShipmentOnTimeCounts,
  useShipmentStatusCounts,
} from '../api/managed-shipment-list';
import type { ShipmentFilters } from '../api/managed-shipment-list';
import { SaveViewButton } from '../../../ui/save-view-button';

const LIST_TITLE: Record<ManagedShipmentListView, string> = {
  booking: 'Shipment Booking',
  tracking: 'Shipment Tracking',
};

// The filter form (antd's selects, date pickers, the form) loads with the FILTERS tab, not with the
// list's rows: a first visit downloads what the rows need.
const ManagedShipmentsFilterForm = lazyPanel(
  () => import('./managed-shipments-filters').then((m) => m.ManagedShipmentsFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

const stopText = (stop: ManagedShipmentStop | undefined) =>
  stop
    ? `${stop.locationAddress} ${formatStopDateTime(stop.appointment ?? stop.early ?? stop.late, stop.ianaTimeZone)}`
    : '';

function StopCell({ stop }: { stop: ManagedShipmentStop | undefined }) {
  if (!stop) return null;
  return (
    <Flex vertical gap={2}>
      <span>{stop.locationAddress}</span>
      <Typography.Text type="secondary">
        {formatStopDateTime(stop.appointment ?? stop.early ?? stop.late, stop.ianaTimeZone)}
      </Typography.Text>
    </Flex>
  );
}

function columnsFor(list: ManagedShipmentListView): ListColumn<ManagedShipment>[] {
  return [
    {
      key: 'shipmentNumber',
      title: 'Shipment #',
      width: 120,
      render: (s) => <Typography.Text strong>{s.shipmentNumber}</Typography.Text>,
      csv: (s) => s.shipmentNumber,
    },
    {
      key: 'status',
      title: 'Status',
      width: 130,
      render: (s) => (
        <Flex gap={4} wrap>
          <Tag color={SHIPMENT_STATUS_COLOR[s.shipmentStatus]}>{SHIPMENT_STATUS_LABEL[s.shipmentStatus]}</Tag>
          {list === 'tracking' && s.onTimeStatus != null ? (
            <Tag color={ON_TIME_STATUS_COLOR[s.onTimeStatus]}>{ON_TIME_STATUS_LABEL[s.onTimeStatus]}</Tag>
          ) : null}
        </Flex>
      ),
      csv: (s) =>
        [
          SHIPMENT_STATUS_LABEL[s.shipmentStatus],
          s.onTimeStatus != null ? ON_TIME_STATUS_LABEL[s.onTimeStatus] : '',
        ]
          .filter(Boolean)
          .join(' '),
    },
    {
      key: 'pickup',
      title: 'Pickup',
      render: (s) => <StopCell stop={s.stops[0]} />,
      csv: (s) => stopText(s.stops[0]),
    },
    {
      key: 'delivery',
      title: 'Delivery',
      render: (s) => <StopCell stop={s.stops.length > 1 ? s.stops[s.stops.length - 1] : undefined} />,
      csv: (s) => (s.stops.length > 1 ? stopText(s.stops[s.stops.length - 1]) : ''),
    },
    {
      key: 'equipment',
      title: 'Mode',
      width: 100,
      render: (s) => (
        <Tag color={EQUIPMENT_MODE_COLOR[s.equipmentMode]}>{EQUIPMENT_MODE_LABEL[s.equipmentMode]}</Tag>
      ),
      csv: (s) => EQUIPMENT_MODE_LABEL[s.equipmentMode],
    },
    {
      key: 'carrier',
      title: 'Carrier',
      width: 160,
      render: (s) => s.carrierName ?? <Typography.Text type="secondary">Not booked</Typography.Text>,
      csv: (s) => s.carrierName ?? '',
    },
    {
      key: 'maxBuy',
      title: 'Max Buy',
      width: 110,
      render: (s) => formatCurrency(s.maxBuy),
      csv: (s) => formatCurrency(s.maxBuy),
    },
    {
      key: 'orders',
      title: 'Orders',
      width: 130,
      render: (s) => (s.orderNumbers ?? []).join(', '),
      csv: (s) => (s.orderNumbers ?? []).join('; '),
    },
  ];
}

function SaveShipmentsViewButton({
  list,
  filters,
}: {
  list: ManagedShipmentListView;
  filters: ShipmentFilters;
}) {
  const save = useSaveShipmentFilterSet();
  const { filterSetId: _set, view: _view, ...saved } = shipmentBaseQuery(list, filters);
  const status = statusOfView(filters.view);
  return (
    <SaveViewButton
      saving={save.isPending}
      save={(values) =>
        save.mutateAsync({
          body: {
            view: list,
            ...values,
            filters: {
              ...saved,
              ...(status !== undefined ? { statuses: [status] } : {}),
              ...(list === 'tracking' && filters.onTime !== ''
                ? { onTimeStatuses: [Number(filters.onTime)] }
                : {}),
            },
          },
        })
      }
    />
  );
}

export function ManagedShipmentsPage({ list }: { list: ManagedShipmentListView }) {
  const navigate = useNavigate();
  const paged = usePagedList({
    ...MANAGED_SHIPMENT_LIST,
    pageQuery: (request) => shipmentListPageQuery(list, request),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = paged;
  const applied = filters.applied;
  const base = shipmentBaseQuery(list, applied);
  const counts = useShipmentStatusCounts({ ...base, ...(list === 'tracking' ? onTimeOf(applied) : {}) });
  const status = statusOfView(applied.view);
  const onTimeCounts = useShipmentOnTimeCounts(
    { ...base, ...(status !== undefined ? { statuses: [status] } : {}) },
    list === 'tracking',
  );
  const sets = useShipmentFilterSets(list);
  const views: ListView<string>[] = [
    { key: 'all', label: 'All', count: counts.data?.all },
    ...MANAGED_SHIPMENT_LIST_STATUSES[list].map((s) => ({
      key: String(s),
      label: SHIPMENT_STATUS_LABEL[s],
      count: counts.data?.[`${s}`],
    })),
    ...(sets.data ?? []).map((set) => ({ key: `${SET_PREFIX}${set.id}`, label: set.name })),
  ];
  const onTimeLabels = Object.fromEntries(
    Object.values(OnTimeStatus).map((s) => [
      String(s),
      onTimeCounts.data
        ? `${ON_TIME_STATUS_LABEL[s]} (${onTimeCounts.data[`${s}`] ?? 0})`
        : ON_TIME_STATUS_LABEL[s],
    ]),
  );

  return (
    <PagedListPage
      title={LIST_TITLE[list]}
      list={paged}
      columns={columnsFor(list)}
      rowKey={(s) => s.shipmentNumber}
      noun={{ one: 'shipment', other: 'shipments' }}
      emptyMessage={{
        filtered: 'No Matching Shipments Found',
        unfiltered:
          list === 'booking'
            ? 'No shipments to book: consolidate open orders into a shipment'
            : 'No booked shipments to track yet',
      }}
      onOpen={(s) => void navigate(paths.managedShipmentPreview(s.shipmentNumber))}
      exportFileName={list === 'booking' ? 'shipment-booking' : 'shipment-tracking'}
      actions={
        <>
          <ListSearchBox label="Search shipments" filters={filters} name="q" />
          <SaveShipmentsViewButton list={list} filters={applied} />
          {list === 'booking' ? (
            <Button
              type="primary"
              icon={<MergeCellsOutlined />}
              onClick={() => void navigate(`${paths.shipmentBooking()}/consolidate`)}
            >
              Consolidate Orders
            </Button>
          ) : null}
        </>
      }
      views={<FilterViewList label="Shipment views" views={views} filters={filters} name="view" />}
      filters={<ManagedShipmentsFilterForm list={list} filters={filters} onTimeLabels={onTimeLabels} />}
      preloadFilters={ManagedShipmentsFilterForm.preload}
    />
  );
}
