// /saved-lanes and /lanes: lanes the carrier saved (origin, destination, radius, equipment). Each
// lane opens the available-freight list filtered to it, with the count of loads the board holds on
// it; lanes are added in a drawer and deleted after a confirmation. The spec lists both paths for
// Saved Lanes; both show this page, each titled by its own path.
import { useState } from 'react';
import { App, Button, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router';
import { EQUIPMENT_TYPE_LABEL, equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import type { SavedLane } from '@trucks/shared-contracts/domain/saved-lane';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, SelectFilter, TextFilter } from '@trucks/shared-ui/list-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import {
  laneMatches,
  SAVED_LANES_DEFAULT_FILTERS,
  useDeleteLane,
  useLaneLoadCount,
  useSavedLanes,
} from '../api/saved-lanes';
import { AddLaneDrawer } from './add-lane-drawer';

const DELETED = 'Lane deleted.';

type SavedLaneView = 'all' | 'notifying';
const VIEWS: readonly ListView<SavedLaneView>[] = [
  { key: 'all', label: 'All Lanes' },
  { key: 'notifying', label: 'Notifications On' },
];

// State codes are two capitals, as the lanes store them.
const stateCode = (text: string) => text.toUpperCase();

const placeOf = (city: string | undefined, state: string | undefined) =>
  city && state ? `${city}, ${state}` : (state ?? '');

const laneText = (lane: SavedLane) => {
  const origin = placeOf(lane.originCity, lane.originState);
  const destination = placeOf(lane.destinationCity, lane.destinationState) || 'Anywhere';
  return `${origin} → ${destination}`;
};

/** The board's filters for a lane: 'City, ST' or 'ST', the radius only with a city (as the board applies it). */
function boardFiltersOf(lane: SavedLane): Record<string, string> {
  const filters: Record<string, string> = { origin: placeOf(lane.originCity, lane.originState) };
  if (lane.originCity && lane.originRadius !== undefined) filters.originRadius = String(lane.originRadius);
  const destination = placeOf(lane.destinationCity, lane.destinationState);
  if (destination) filters.destination = destination;
  if (lane.destinationCity && lane.destinationRadius !== undefined)
    filters.destinationRadius = String(lane.destinationRadius);
  return filters;
}

function LaneLoadsLink({ lane }: { lane: SavedLane }) {
  const count = useLaneLoadCount(lane);
  const to = `${paths.availableFreight()}?${new URLSearchParams(boardFiltersOf(lane)).toString()}`;
  const label =
    count.data === undefined ? 'Loads on this lane' : `${count.data} ${count.data === 1 ? 'load' : 'loads'}`;
  return (
    <Link to={to} aria-label={`${label}: ${laneText(lane)}`}>
      {label}
    </Link>
  );
}

function DeleteLane({ lane }: { lane: SavedLane }) {
  const { message } = App.useApp();
  const remove = useDeleteLane();
  return (
    <Popconfirm
      title="Delete this lane?"
      description={laneText(lane)}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove
          .mutateAsync({ params: { id: lane.id } })
          .then(() => void message.success(DELETED))
          .catch((error: { body?: unknown }) => void message.error(formatErrorMessage(error.body)))
      }
    >
      <Button danger size="small" loading={remove.isPending} aria-label={`Delete lane ${laneText(lane)}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}

const COLUMNS: readonly TableColumn<SavedLane>[] = [
  { key: 'lane', title: 'Lane', render: (lane) => lane.name ?? laneText(lane) },
  {
    key: 'radius',
    title: 'Radius',
    render: (lane) =>
      [
        lane.originCity ? `Origin ${lane.originRadius ?? 100} mi` : null,
        lane.destinationCity ? `Destination ${lane.destinationRadius ?? 100} mi` : null,
      ]
        .filter(Boolean)
        .join(', ') || 'Whole state',
  },
  {
    key: 'equipment',
    title: 'Equipment',
    render: (lane) => (lane.equipmentTypes === 0 ? 'Any' : equipmentTypesLabel(lane.equipmentTypes)),
  },
  {
    key: 'notify',
    title: 'Notifications',
    render: (lane) => (lane.notify ? <Tag color="blue">On</Tag> : <Tag>Off</Tag>),
  },
  { key: 'loads', title: 'Matching Loads', render: (lane) => <LaneLoadsLink lane={lane} /> },
  { key: 'saved', title: 'Saved', render: (lane) => formatCalendarDate(lane.createdDateTime) },
  { key: 'actions', title: 'Actions', render: (lane) => <DeleteLane lane={lane} /> },
];

export interface SavedLanesPageProps {
  /** 'Saved Lanes' or 'Lanes', by the path's first segment. */
  title: string;
}

export function SavedLanesPage({ title }: SavedLanesPageProps) {
  const filters = useListFilters(SAVED_LANES_DEFAULT_FILTERS);
  const lanes = useSavedLanes();
  const [adding, setAdding] = useState(false);
  const shown = (lanes.data ?? []).filter((lane) => laneMatches(lane, filters.applied));
  const filtered = JSON.stringify(filters.applied) !== JSON.stringify(SAVED_LANES_DEFAULT_FILTERS);
  // The drawer sits beside the list: the empty state replaces the list's children.
  return (
    <>
      <ListPage
        title={title}
        actions={
          <Button type="primary" onClick={() => setAdding(true)}>
            Add Lane
          </Button>
        }
        views={<FilterViewList label="Lane views" views={VIEWS} filters={filters} name="view" />}
        filters={
          <FilterForm>
            <TextFilter
              label="Origin State"
              id="saved-lanes-origin-state"
              maxLength={2}
              filters={filters}
              name="originState"
              normalize={stateCode}
            />
            <TextFilter
              label="Destination State"
              id="saved-lanes-destination-state"
              maxLength={2}
              filters={filters}
              name="destinationState"
              normalize={stateCode}
            />
            <SelectFilter
              label="Equipment Type"
              id="saved-lanes-equipment-type"
              filters={filters}
              name="equipmentType"
              labels={EQUIPMENT_TYPE_LABEL}
            />
          </FilterForm>
        }
        onReset={filters.reset}
        onApply={filters.apply}
        loading={lanes.isPending}
        empty={!lanes.isError && lanes.isSuccess && shown.length === 0}
        emptyMessage={
          filtered
            ? 'No saved lanes match these filters'
            : 'No saved lanes yet: add the lanes you want to run'
        }
      >
        {lanes.isError ? (
          <QueryErrorAlert
            title="Your saved lanes could not be loaded"
            error={lanes.error}
            onRetry={() => void lanes.refetch()}
          />
        ) : (
          <RowTable<SavedLane>
            label="Saved lanes"
            rowKey={(lane) => lane.id}
            columns={COLUMNS}
            rows={shown}
          />
        )}
      </ListPage>
      <AddLaneDrawer open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
