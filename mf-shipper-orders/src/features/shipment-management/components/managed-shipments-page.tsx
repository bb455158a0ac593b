// The shipper's shipment lists (spec 001 §2 implies booking and tracking lists with saved views).
// Booking: shipments still to book (draft, ready to book, tendering). Tracking: booked shipments on
// their way, by status, filterable by on-time status. Saved views (the API's filter sets) join the
// fixed ones with the API client.
import { Input, Select } from 'antd';
import { ON_TIME_STATUS_LABEL } from '@trucks/shared-contracts/domain/on-time-status';
import { SHIPMENT_STATUS_LABEL, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

export type ManagedShipmentList = 'booking' | 'tracking';

const LIST_STATUSES: Record<ManagedShipmentList, ShipmentStatus[]> = {
  booking: [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering],
  tracking: [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop, ShipmentStatus.Delivered],
};

const LIST_TITLE: Record<ManagedShipmentList, string> = { booking: 'Shipment Booking', tracking: 'Shipment Tracking' };

type ManagedShipmentFilters = { view: string; shipmentNumber: string; onTimeStatus: string };

export function ManagedShipmentsPage({ list }: { list: ManagedShipmentList }) {
  const views: readonly ListView<string>[] = [
    { key: 'all', label: 'All' },
    ...LIST_STATUSES[list].map((status) => ({ key: String(status), label: SHIPMENT_STATUS_LABEL[status] })),
  ];
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters<ManagedShipmentFilters>({ view: 'all', shipmentNumber: '', onTimeStatus: '' });
  return (
    <ListPage
      title={LIST_TITLE[list]}
      views={<ViewList label="Shipment views" views={views} selected={applied.view} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Shipment #" htmlFor={`${list}-shipment-number`}>
            <Input id={`${list}-shipment-number`} value={draft.shipmentNumber} onChange={(e) => setDraft('shipmentNumber', e.target.value.trim())} />
          </FilterField>
          {list === 'tracking' ? (
            <FilterField label="On-Time Status" htmlFor="tracking-on-time-status">
              <Select
                id="tracking-on-time-status"
                allowClear
                placeholder="Any"
                options={optionsOf(ON_TIME_STATUS_LABEL)}
                value={draft.onTimeStatus || undefined}
                onChange={(value?: string) => setDraft('onTimeStatus', value ?? '')}
              />
            </FilterField>
          ) : null}
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Shipments arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No shipments found"
    >
      {null}
    </ListPage>
  );
}
