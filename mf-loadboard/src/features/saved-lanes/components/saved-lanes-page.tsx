// /saved-lanes and /lanes: lanes the carrier saved to hear of matching loads. The spec lists both paths
// for Saved Lanes; both show this page, each titled by its own path.
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, FilterViewList, SelectFilter, TextFilter } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

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

export interface SavedLanesPageProps {
  /** 'Saved Lanes' or 'Lanes', by the path's first segment. */
  title: string;
}

export function SavedLanesPage({ title }: SavedLanesPageProps) {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title={title}
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
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No saved lanes yet"
    >
      {null}
    </ListPage>
  );
}
