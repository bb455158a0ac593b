// /live-equipment: trucks the carrier posts as available, where and when they will be empty.
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type LiveEquipmentView = 'all' | 'withMatches';
// Views are not shown by the spec: all posted equipment, or only equipment with matching loads.
const VIEWS: readonly ListView<LiveEquipmentView>[] = [
  { key: 'all', label: 'All Equipment' },
  { key: 'withMatches', label: 'With Matching Loads' },
];

type LiveEquipmentFilters = { view: string; equipmentType: string; origin: string; availableFrom: string };
const DEFAULT_FILTERS: LiveEquipmentFilters = { view: 'all', equipmentType: '', origin: '', availableFrom: '' };

export function LiveEquipmentPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Live Equipment"
      views={<ViewList label="Equipment views" views={VIEWS} selected={applied.view as LiveEquipmentView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Equipment Type" htmlFor="live-equipment-type">
            <Select
              id="live-equipment-type"
              allowClear
              placeholder="Any"
              options={optionsOf(EQUIPMENT_TYPE_LABEL)}
              value={draft.equipmentType || undefined}
              onChange={(value?: string) => setDraft('equipmentType', value ?? '')}
            />
          </FilterField>
          <FilterField label="Empty At" htmlFor="live-equipment-origin">
            <Input id="live-equipment-origin" placeholder="City, State" value={draft.origin} onChange={(e) => setDraft('origin', e.target.value)} />
          </FilterField>
          <FilterField label="Available From" htmlFor="live-equipment-available-from">
            <DatePicker
              id="live-equipment-available-from"
              style={{ width: '100%' }}
              value={draft.availableFrom ? dayjs(draft.availableFrom) : null}
              onChange={(date) => setDraft('availableFrom', date ? date.format('YYYY-MM-DD') : '')}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Live equipment arrives with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No live equipment posted"
    >
      {null}
    </ListPage>
  );
}
