// /saved-lanes and /lanes: lanes the carrier saved (origin, destination, radius, equipment). Each
// lane opens the available-freight list filtered to it, with the count of loads the board holds on
// it; lanes are added in a drawer and deleted after a confirmation. The spec lists both paths for
// Saved Lanes; both show this page, each titled by its own path.
import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Popconfirm, Select, Switch, Tag } from 'antd';
import { Link } from 'react-router';
import type {
  AvailableShipmentQuery,
  SavedLaneInput,
} from '@trucks/shared-contracts/api/catalogue/loadboard';
import { EQUIPMENT_TYPE_LABEL, equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import type { SavedLane } from '@trucks/shared-contracts/domain/saved-lane';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { optionsOf } from '@trucks/shared-ui/label-options';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, SelectFilter, TextFilter } from '@trucks/shared-ui/list-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { useDeleteLane, useLaneLoadCount, useSaveLane, useSavedLanes } from '../api/saved-lanes';

const SAVED = 'Lane saved.';
const DELETED = 'Lane deleted.';

type SavedLaneView = 'all' | 'notifying';
const VIEWS: readonly ListView<SavedLaneView>[] = [
  { key: 'all', label: 'All Lanes' },
  { key: 'notifying', label: 'Notifications On' },
];

type SavedLaneFilters = {
  view: string;
  originState: string;
  destinationState: string;
  equipmentType: string;
};
const DEFAULT_FILTERS: SavedLaneFilters = {
  view: 'all',
  originState: '',
  destinationState: '',
  equipmentType: '',
};

// State codes are two capitals, as the lanes store them.
const stateCode = (text: string) => text.toUpperCase();

function matchesFilters(lane: SavedLane, filters: SavedLaneFilters): boolean {
  if (filters.view === 'notifying' && !lane.notify) return false;
  if (filters.originState && lane.originState !== filters.originState) return false;
  if (filters.destinationState && lane.destinationState !== filters.destinationState) return false;
  if (filters.equipmentType && (lane.equipmentTypes & Number(filters.equipmentType)) === 0) return false;
  return true;
}

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

/** The same lane as the board asks the API for it (the board's defaults: partials included). */
function boardQueryOf(lane: SavedLane): AvailableShipmentQuery {
  return {
    originCity: lane.originCity,
    originState: lane.originState,
    originRadius: lane.originCity ? lane.originRadius : undefined,
    destinationCity: lane.destinationCity,
    destinationState: lane.destinationState,
    destinationRadius: lane.destinationCity ? lane.destinationRadius : undefined,
    includePartials: true,
    orderBy: 'pickupDate',
  };
}

const dropEmpty = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

function LaneLoadsLink({ lane }: { lane: SavedLane }) {
  const count = useLaneLoadCount(dropEmpty(boardQueryOf(lane)));
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

interface LaneFormValues {
  origin: string;
  originRadius?: number;
  destination?: string;
  destinationRadius?: number;
  equipment?: string[];
  notify: boolean;
}

/** 'Dallas, TX' is a city and state; 'TX' alone is a state. */
function placeParts(text: string | undefined): { city?: string; state?: string } {
  const [first = '', second] = (text ?? '').split(',').map((part) => part.trim());
  if (second !== undefined) return { city: first || undefined, state: second.toUpperCase() || undefined };
  return first ? { state: first.toUpperCase() } : {};
}

const PLACE_RULE = {
  pattern: /^\s*([^,]+,\s*)?[A-Za-z]{2}\s*$/,
  message: "Type 'City, ST' or a state code ('TX').",
};

function AddLaneDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<LaneFormValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useSaveLane();
  const onFinish = (values: LaneFormValues) => {
    const origin = placeParts(values.origin);
    const destination = placeParts(values.destination);
    const body: SavedLaneInput = dropEmpty({
      originCity: origin.city,
      originState: origin.state ?? '',
      originRadius: origin.city ? values.originRadius : undefined,
      destinationCity: destination.city,
      destinationState: destination.state,
      destinationRadius: destination.city ? values.destinationRadius : undefined,
      equipmentTypes: (values.equipment ?? []).reduce((mask, type) => mask | Number(type), 0),
      notify: values.notify,
    });
    save.mutate(
      { body },
      {
        onSuccess: () => {
          feedback.saved(SAVED);
          form.resetFields();
          onClose();
        },
        onError: (error) => feedback.failed(error),
      },
    );
  };
  return (
    <FormDrawer<LaneFormValues>
      open={open}
      title="Add Lane"
      form={form}
      initialValues={{ originRadius: 100, destinationRadius: 100, notify: true }}
      onFinish={onFinish}
      onClose={onClose}
      submitLabel="Save Lane"
      saving={save.isPending}
    >
      <Form.Item
        name="origin"
        label="Origin"
        rules={[{ required: true, message: 'Origin is required.' }, PLACE_RULE]}
      >
        <Input placeholder="City, ST" autoComplete="off" />
      </Form.Item>
      <Form.Item name="originRadius" label="Origin Radius (miles)">
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="destination" label="Destination" rules={[PLACE_RULE]}>
        <Input placeholder="City, ST (empty: anywhere)" autoComplete="off" />
      </Form.Item>
      <Form.Item name="destinationRadius" label="Destination Radius (miles)">
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="equipment" label="Equipment">
        <Select mode="multiple" allowClear placeholder="Any" options={optionsOf(EQUIPMENT_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item name="notify" label="Notify me of new loads" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

export interface SavedLanesPageProps {
  /** 'Saved Lanes' or 'Lanes', by the path's first segment. */
  title: string;
}

export function SavedLanesPage({ title }: SavedLanesPageProps) {
  const filters = useListFilters(DEFAULT_FILTERS);
  const lanes = useSavedLanes();
  const [adding, setAdding] = useState(false);
  const shown = (lanes.data ?? []).filter((lane) => matchesFilters(lane, filters.applied));
  const filtered = JSON.stringify(filters.applied) !== JSON.stringify(DEFAULT_FILTERS);
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
          <Alert
            type="error"
            showIcon
            title="Your saved lanes could not be loaded"
            description={lanes.error.message}
            action={
              <Button size="small" onClick={() => void lanes.refetch()}>
                Retry
              </Button>
            }
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
