// /my-shipments: the shipments the signed-in user (a driver, or a carrier's own dispatcher) runs.
import { Input } from 'antd';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type MyShipmentView = 'active' | 'past';
// Views are not shown by the spec; active and past follow its per-carrier count groups.
const VIEWS: readonly ListView<MyShipmentView>[] = [
  { key: 'active', label: 'Active' },
  { key: 'past', label: 'Past' },
];

type MyShipmentFilters = { view: string; shipmentNumber: string };
const DEFAULT_FILTERS: MyShipmentFilters = { view: 'active', shipmentNumber: '' };

export function MyShipmentsPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="My Shipments"
      views={<ViewList label="My shipment views" views={VIEWS} selected={applied.view as MyShipmentView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Shipment #" htmlFor="my-shipments-number">
            <Input id="my-shipments-number" value={draft.shipmentNumber} onChange={(e) => setDraft('shipmentNumber', e.target.value.trim())} />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Shipments arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No shipments assigned to you"
    >
      {null}
    </ListPage>
  );
}
