// The shipper's shipment lists (spec 001 §2 implies booking and tracking lists with saved views).
// Booking: shipments still to book (draft, ready to book, tendering). Tracking: booked shipments on
// their way, by status, filterable by on-time status. Saved views (the API's filter sets) join the
// fixed ones with the API client.
import { ON_TIME_STATUS_LABEL } from '@trucks/shared-contracts/domain/on-time-status';
import { SHIPMENT_STATUS_LABEL, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, FilterViewList, SelectFilter, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

export type ManagedShipmentList = 'booking' | 'tracking';

const LIST_STATUSES: Record<ManagedShipmentList, ShipmentStatus[]> = {
  booking: [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering],
  tracking: [
    ShipmentStatus.Booked,
    ShipmentStatus.Dispatched,
    ShipmentStatus.InTransit,
    ShipmentStatus.AtStop,
    ShipmentStatus.Delivered,
  ],
};

const LIST_TITLE: Record<ManagedShipmentList, string> = {
  booking: 'Shipment Booking',
  tracking: 'Shipment Tracking',
};

type ManagedShipmentFilters = { view: string; shipmentNumber: string; onTimeStatus: string };

export function ManagedShipmentsPage({ list }: { list: ManagedShipmentList }) {
  const views: readonly ListView<string>[] = [
    { key: 'all', label: 'All' },
    ...LIST_STATUSES[list].map((status) => ({ key: String(status), label: SHIPMENT_STATUS_LABEL[status] })),
  ];
  const filters = useListFilters<ManagedShipmentFilters>({
    view: 'all',
    shipmentNumber: '',
    onTimeStatus: '',
  });
  return (
    <ListPage
      title={LIST_TITLE[list]}
      views={<FilterViewList label="Shipment views" views={views} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Shipment #"
            id={`${list}-shipment-number`}
            filters={filters}
            name="shipmentNumber"
            normalize={trimmed}
          />
          {list === 'tracking' ? (
            <SelectFilter
              label="On-Time Status"
              id="tracking-on-time-status"
              filters={filters}
              name="onTimeStatus"
              labels={ON_TIME_STATUS_LABEL}
            />
          ) : null}
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
