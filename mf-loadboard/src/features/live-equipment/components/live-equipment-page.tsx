// /live-equipment: where the carrier's trucks are. The posted equipment (GET carriers/{id}/
// live_equipment) on a MapLibre map and in a list: the truck (its power unit), equipment type, where
// it is and where it is heading, when it is available, and the last position time from its tracking
// device (GET carriers/{id}/etracking_devices); the devices are listed below.
import { Flex, Typography } from 'antd';
import type { TrackingDevice } from '@trucks/shared-contracts/api/catalogue/carriers';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import type { LiveEquipment } from '@trucks/shared-contracts/domain/live-equipment';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { ListPage } from '@trucks/shared-ui/list-page';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { usePowerUnits } from '../../../api/equipment';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { LIVE_EQUIPMENT_DEFAULT_FILTERS, useLiveEquipment, useTrackingDevices } from '../api/live-equipment';
import type { LiveEquipmentFilters } from '../api/live-equipment';
import { PositionsMap } from './positions-map';

type LiveEquipmentView = 'all' | 'tracked';
const VIEWS: readonly ListView<LiveEquipmentView>[] = [
  { key: 'all', label: 'All Trucks' },
  { key: 'tracked', label: 'With Tracking Device' },
];

/** A truck as listed: its posting, the unit's number and its tracking device, when known. */
interface TruckRow {
  equipment: LiveEquipment;
  unitNumber: string | undefined;
  device: TrackingDevice | undefined;
}

// Positions carry no time zone; times read in US Central, the portal's fallback zone.
const when = (value: string | null | undefined) => formatStopDateTime(value, undefined) || '—';

const place = (city: string | undefined, state: string | undefined) =>
  city && state ? `${city}, ${state}` : '—';

const COLUMNS: readonly TableColumn<TruckRow>[] = [
  { key: 'truck', title: 'Truck', render: (row) => row.unitNumber ?? '—' },
  {
    key: 'type',
    title: 'Equipment',
    render: (row) => EQUIPMENT_TYPE_LABEL[row.equipment.equipmentType] ?? '—',
  },
  {
    key: 'at',
    title: 'Empty At',
    render: (row) => place(row.equipment.originCity, row.equipment.originState),
  },
  {
    key: 'to',
    title: 'Heading To',
    render: (row) => place(row.equipment.destinationCity, row.equipment.destinationState),
  },
  {
    key: 'available',
    title: 'Available',
    render: (row) =>
      row.equipment.availableTo
        ? `${when(row.equipment.availableFrom)} – ${when(row.equipment.availableTo)}`
        : when(row.equipment.availableFrom),
  },
  { key: 'lastPosition', title: 'Last Position', render: (row) => when(row.device?.lastPingAt) },
  {
    key: 'device',
    title: 'Tracking Device',
    render: (row) => (row.device ? `${row.device.provider} ${row.device.deviceIdentifier}` : 'None'),
  },
];

const DEVICE_COLUMNS: readonly TableColumn<TrackingDevice>[] = [
  { key: 'provider', title: 'Provider', render: (d) => d.provider },
  { key: 'device', title: 'Device', render: (d) => d.deviceIdentifier },
  { key: 'unit', title: 'Truck', render: (d) => d.powerUnitNumber ?? '—' },
  { key: 'ping', title: 'Last Position', render: (d) => when(d.lastPingAt) },
];

function matches(row: TruckRow, filters: LiveEquipmentFilters): boolean {
  if (filters.view === 'tracked' && !row.device) return false;
  if (filters.equipmentType && String(row.equipment.equipmentType) !== filters.equipmentType) return false;
  const origin = filters.origin.trim().toLowerCase();
  if (origin && !`${row.equipment.originCity}, ${row.equipment.originState}`.toLowerCase().includes(origin))
    return false;
  return true;
}

// The filter form (antd's late part: the form and its fields) loads with the FILTERS tab, not with the
// rows: a first visit downloads what the rows need.
const LiveEquipmentFilterForm = lazyPanel(
  () => import('./live-equipment-filters').then((m) => m.LiveEquipmentFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);
export function LiveEquipmentPage() {
  const filters = useListFilters(LIVE_EQUIPMENT_DEFAULT_FILTERS);
  const carrierId = useSignedInUser()?.companyId ?? '';
  const live = useLiveEquipment(carrierId);
  const devices = useTrackingDevices(carrierId);
  const units = usePowerUnits({ page: FIRST_PAGE, pageSize: PAGE_SIZE.searches });
  const unitNumberOf = new Map((units.data?.data ?? []).map((unit) => [unit.id, unit.unitNumber]));
  const deviceOf = new Map(
    (devices.data?.data ?? []).filter((d) => d.powerUnitNumber).map((d) => [d.powerUnitNumber!, d]),
  );
  const rows: TruckRow[] = (live.data ?? []).map((equipment) => {
    const unitNumber = equipment.powerUnitId ? unitNumberOf.get(equipment.powerUnitId) : undefined;
    return { equipment, unitNumber, device: unitNumber ? deviceOf.get(unitNumber) : undefined };
  });
  const shown = rows.filter((row) => matches(row, filters.applied));
  const points = shown
    .filter((row) => row.equipment.latitude !== undefined && row.equipment.longitude !== undefined)
    .map((row) => ({
      label: row.unitNumber ?? place(row.equipment.originCity, row.equipment.originState),
      latitude: row.equipment.latitude!,
      longitude: row.equipment.longitude!,
    }));
  const filtered = JSON.stringify(filters.applied) !== JSON.stringify(LIVE_EQUIPMENT_DEFAULT_FILTERS);
  return (
    <ListPage
      title="Live Equipment"
      views={<FilterViewList label="Equipment views" views={VIEWS} filters={filters} name="view" />}
      filters={<LiveEquipmentFilterForm filters={filters} />}
      preloadFilters={LiveEquipmentFilterForm.preload}
      onReset={filters.reset}
      onApply={filters.apply}
      loading={live.isPending && carrierId !== ''}
      empty={live.isSuccess && shown.length === 0}
      emptyMessage={filtered ? 'No trucks match these filters' : 'No live equipment posted'}
    >
      {live.isError ? (
        <QueryErrorAlert
          title="Your live equipment could not be loaded"
          error={live.error}
          onRetry={() => void live.refetch()}
        />
      ) : (
        <Flex vertical gap={16} style={{ padding: 16 }}>
          <PositionsMap points={points} />
          <Typography.Text type="secondary">
            {shown.length} {shown.length === 1 ? 'truck' : 'trucks'}
          </Typography.Text>
          <RowTable<TruckRow>
            label="Trucks"
            rowKey={(row) => row.equipment.id}
            columns={COLUMNS}
            rows={shown}
          />
          {devices.data && devices.data.totalCount > 0 ? (
            <section aria-label="Tracking devices">
              <Typography.Title level={5}>Tracking Devices ({devices.data.totalCount})</Typography.Title>
              <RowTable<TrackingDevice>
                size="small"
                label="Tracking devices"
                rowKey={(d) => d.id}
                columns={DEVICE_COLUMNS}
                rows={devices.data.data}
              />
            </section>
          ) : null}
        </Flex>
      )}
    </ListPage>
  );
}
