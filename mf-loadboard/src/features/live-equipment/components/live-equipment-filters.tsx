// Live equipment's FILTERS tab, loaded with the tab (live-equipment-page.tsx).
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { FilterForm, SelectFilter, TextFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { LiveEquipmentFilters } from '../api/live-equipment';

export function LiveEquipmentFilterForm({ filters }: { filters: FilterDraft<LiveEquipmentFilters> }) {
  return (
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
    </FilterForm>
  );
}
