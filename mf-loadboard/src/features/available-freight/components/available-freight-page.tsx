// /available-freight: the load board's list of loads a carrier can book or offer on.
import { Checkbox, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type AvailableFreightView = 'all' | 'bookItNow';

// The spec names no views for this list; a carrier mostly wants every load or only the ones with a
// Book It Now rate (bookItNowRate), which can be booked at once.
const VIEWS: readonly ListView<AvailableFreightView>[] = [
  { key: 'all', label: 'All Loads' },
  { key: 'bookItNow', label: 'Book It Now' },
];

type AvailableFreightFilters = {
  view: string;
  origin: string;
  destination: string;
  pickupDate: string;
  equipmentMode: string;
  includePartials: string;
};

const DEFAULT_FILTERS: AvailableFreightFilters = {
  view: 'all',
  origin: '',
  destination: '',
  pickupDate: '',
  equipmentMode: '',
  includePartials: 'true',
};

export function AvailableFreightPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Available Freight"
      views={
        <ViewList
          label="Load views"
          views={VIEWS}
          selected={applied.view as AvailableFreightView}
          onSelect={(view) => applyNow('view', view)}
        />
      }
      filters={
        <FilterForm>
          <FilterField label="Origin" htmlFor="available-freight-origin">
            <Input id="available-freight-origin" placeholder="City, State" value={draft.origin} onChange={(e) => setDraft('origin', e.target.value)} />
          </FilterField>
          <FilterField label="Destination" htmlFor="available-freight-destination">
            <Input id="available-freight-destination" placeholder="City, State" value={draft.destination} onChange={(e) => setDraft('destination', e.target.value)} />
          </FilterField>
          <FilterField label="Pickup Date" htmlFor="available-freight-pickup-date">
            <DatePicker
              id="available-freight-pickup-date"
              style={{ width: '100%' }}
              value={draft.pickupDate ? dayjs(draft.pickupDate) : null}
              onChange={(date) => setDraft('pickupDate', date ? date.format('YYYY-MM-DD') : '')}
            />
          </FilterField>
          <FilterField label="Equipment Mode" htmlFor="available-freight-equipment-mode">
            <Select
              id="available-freight-equipment-mode"
              allowClear
              placeholder="Any"
              options={optionsOf(EQUIPMENT_MODE_LABEL)}
              value={draft.equipmentMode || undefined}
              onChange={(value?: string) => setDraft('equipmentMode', value ?? '')}
            />
          </FilterField>
          <Checkbox checked={draft.includePartials === 'true'} onChange={(e) => setDraft('includePartials', String(e.target.checked))}>
            Include partials
          </Checkbox>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // The list arrives with the API client (a later issue); the frame shows its empty state.
      loading={false}
      empty
      emptyMessage="No loads match these filters"
    >
      {null}
    </ListPage>
  );
}
