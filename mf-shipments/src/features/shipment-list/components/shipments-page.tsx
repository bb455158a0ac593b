// /shipments: the carrier's (or driver's) shipments. Views are the spec's per-carrier counts (needs
// updates, active, past); the list opens on needs updates, the spec's list default (booked through
// delivered with needsUpdates true), which the navigation badge counts too.
import { SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import type { ShipmentCountGroup } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateRangeFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
  trimmed,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type ShipmentView = ShipmentCountGroup | 'all';

const VIEWS: readonly ListView<ShipmentView>[] = [
  { key: 'needsUpdates', label: 'Needs Updates' },
  { key: 'active', label: 'Active' },
  { key: 'past', label: 'Past' },
  { key: 'all', label: 'All' },
];

type ShipmentFilters = {
  view: string;
  shipmentNumber: string;
  status: string;
  shippingMode: string;
  pickupStart: string;
  pickupEnd: string;
};
const DEFAULT_FILTERS: ShipmentFilters = {
  view: 'needsUpdates',
  shipmentNumber: '',
  status: '',
  shippingMode: '',
  pickupStart: '',
  pickupEnd: '',
};

export function ShipmentsPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Shipments"
      views={<FilterViewList label="Shipment views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Shipment #"
            id="shipments-number"
            filters={filters}
            name="shipmentNumber"
            normalize={trimmed}
          />
          <SelectFilter
            label="Status"
            id="shipments-status"
            filters={filters}
            name="status"
            labels={SHIPMENT_STATUS_LABEL}
          />
          <SelectFilter
            label="Shipping Mode"
            id="shipments-shipping-mode"
            filters={filters}
            name="shippingMode"
            labels={SHIPPING_MODE_LABEL}
          />
          <DateRangeFilter
            label="Pickup Dates"
            id="shipments-pickup-dates"
            filters={filters}
            start="pickupStart"
            end="pickupEnd"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No shipments found"
    >
      {null}
    </ListPage>
  );
}
