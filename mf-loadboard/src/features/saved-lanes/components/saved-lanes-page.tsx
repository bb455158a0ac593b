// /saved-lanes and /lanes: lanes the carrier saved to hear of matching loads. The spec lists both paths
// for Saved Lanes; both show this page, each titled by its own path.
import { Input, Select } from 'antd';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type SavedLaneView = 'all' | 'notifying';
const VIEWS: readonly ListView<SavedLaneView>[] = [
  { key: 'all', label: 'All Lanes' },
  { key: 'notifying', label: 'Notifications On' },
];

type SavedLaneFilters = { view: string; originState: string; destinationState: string; equipmentType: string };
const DEFAULT_FILTERS: SavedLaneFilters = { view: 'all', originState: '', destinationState: '', equipmentType: '' };

export interface SavedLanesPageProps {
  /** 'Saved Lanes' or 'Lanes', by the path's first segment. */
  title: string;
}

export function SavedLanesPage({ title }: SavedLanesPageProps) {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title={title}
      views={<ViewList label="Lane views" views={VIEWS} selected={applied.view as SavedLaneView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Origin State" htmlFor="saved-lanes-origin-state">
            <Input id="saved-lanes-origin-state" maxLength={2} value={draft.originState} onChange={(e) => setDraft('originState', e.target.value.toUpperCase())} />
          </FilterField>
          <FilterField label="Destination State" htmlFor="saved-lanes-destination-state">
            <Input
              id="saved-lanes-destination-state"
              maxLength={2}
              value={draft.destinationState}
              onChange={(e) => setDraft('destinationState', e.target.value.toUpperCase())}
            />
          </FilterField>
          <FilterField label="Equipment Type" htmlFor="saved-lanes-equipment-type">
            <Select
              id="saved-lanes-equipment-type"
              allowClear
              placeholder="Any"
              options={optionsOf(EQUIPMENT_TYPE_LABEL)}
              value={draft.equipmentType || undefined}
              onChange={(value?: string) => setDraft('equipmentType', value ?? '')}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Saved lanes arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No saved lanes yet"
    >
      {null}
    </ListPage>
  );
}
