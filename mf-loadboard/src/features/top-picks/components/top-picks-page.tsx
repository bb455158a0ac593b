// /top-picks: loads picked for this carrier from its lanes and history (content not shown by the spec).
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, FilterViewList, SelectFilter, TextFilter } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type TopPickView = 'all' | 'bookItNow';
const VIEWS: readonly ListView<TopPickView>[] = [
  { key: 'all', label: 'All Picks' },
  { key: 'bookItNow', label: 'Book It Now' },
];

type TopPickFilters = { view: string; origin: string; equipmentMode: string };
const DEFAULT_FILTERS: TopPickFilters = { view: 'all', origin: '', equipmentMode: '' };

export function TopPicksPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Top Picks"
      views={<FilterViewList label="Top pick views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Origin"
            id="top-picks-origin"
            placeholder="City, State"
            filters={filters}
            name="origin"
          />
          <SelectFilter
            label="Equipment Mode"
            id="top-picks-equipment-mode"
            filters={filters}
            name="equipmentMode"
            labels={EQUIPMENT_MODE_LABEL}
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No top picks right now"
    >
      {null}
    </ListPage>
  );
}
