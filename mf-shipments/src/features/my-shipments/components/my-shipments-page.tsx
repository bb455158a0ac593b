// /my-shipments: the shipments the signed-in user (a driver, or a carrier's own dispatcher) runs.
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, FilterViewList, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
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
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="My Shipments"
      views={<FilterViewList label="My shipment views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Shipment #"
            id="my-shipments-number"
            filters={filters}
            name="shipmentNumber"
            normalize={trimmed}
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No shipments assigned to you"
    >
      {null}
    </ListPage>
  );
}
