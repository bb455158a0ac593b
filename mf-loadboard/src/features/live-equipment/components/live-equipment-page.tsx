// /live-equipment: trucks the carrier posts as available, where and when they will be empty.
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type LiveEquipmentView = 'all' | 'withMatches';
// Views are not shown by the spec: all posted equipment, or only equipment with matching loads.
const VIEWS: readonly ListView<LiveEquipmentView>[] = [
  { key: 'all', label: 'All Equipment' },
  { key: 'withMatches', label: 'With Matching Loads' },
];

type LiveEquipmentFilters = { view: string; equipmentType: string; origin: string; availableFrom: string };
const DEFAULT_FILTERS: LiveEquipmentFilters = {
  view: 'all',
  equipmentType: '',
  origin: '',
  availableFrom: '',
};

export function LiveEquipmentPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Live Equipment"
      views={<FilterViewList label="Equipment views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <SelectFilter
            label="Equipment Type"
            id="live-equipment-type"
            filters={filters}
            name="equipmentType"
            labels={EQUIPMENT_TYPE_LABEL}
          />
          <TextFilter
            label="Empty At"
            id="live-equipment-origin"
            placeholder="City, State"
            filters={filters}
            name="origin"
          />
          <DateFilter
            label="Available From"
            id="live-equipment-available-from"
            filters={filters}
            name="availableFrom"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No live equipment posted"
    >
      {null}
    </ListPage>
  );
}
