// /top-picks: loads picked for this carrier from its lanes and history (content not shown by the spec).
import { Input, Select } from 'antd';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type TopPickView = 'all' | 'bookItNow';
const VIEWS: readonly ListView<TopPickView>[] = [
  { key: 'all', label: 'All Picks' },
  { key: 'bookItNow', label: 'Book It Now' },
];

type TopPickFilters = { view: string; origin: string; equipmentMode: string };
const DEFAULT_FILTERS: TopPickFilters = { view: 'all', origin: '', equipmentMode: '' };

export function TopPicksPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Top Picks"
      views={<ViewList label="Top pick views" views={VIEWS} selected={applied.view as TopPickView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Origin" htmlFor="top-picks-origin">
            <Input id="top-picks-origin" placeholder="City, State" value={draft.origin} onChange={(e) => setDraft('origin', e.target.value)} />
          </FilterField>
          <FilterField label="Equipment Mode" htmlFor="top-picks-equipment-mode">
            <Select
              id="top-picks-equipment-mode"
              allowClear
              placeholder="Any"
              options={optionsOf(EQUIPMENT_MODE_LABEL)}
              value={draft.equipmentMode || undefined}
              onChange={(value?: string) => setDraft('equipmentMode', value ?? '')}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Top picks arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No top picks right now"
    >
      {null}
    </ListPage>
  );
}
