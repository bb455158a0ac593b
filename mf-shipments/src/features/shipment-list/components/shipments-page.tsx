// /shipments: the carrier's (or driver's) shipments. Views are the spec's per-carrier counts (needs
// updates, active, past); the list opens on needs updates, the spec's list default (booked through
// delivered with needsUpdates true), which the navigation badge counts too.
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import type { ShipmentCountGroup } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type ShipmentView = ShipmentCountGroup | 'all';

const VIEWS: readonly ListView<ShipmentView>[] = [
  { key: 'needsUpdates', label: 'Needs Updates' },
  { key: 'active', label: 'Active' },
  { key: 'past', label: 'Past' },
  { key: 'all', label: 'All' },
];

type ShipmentFilters = { view: string; shipmentNumber: string; status: string; shippingMode: string; pickupStart: string; pickupEnd: string };
const DEFAULT_FILTERS: ShipmentFilters = { view: 'needsUpdates', shipmentNumber: '', status: '', shippingMode: '', pickupStart: '', pickupEnd: '' };

export function ShipmentsPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Shipments"
      views={<ViewList label="Shipment views" views={VIEWS} selected={applied.view as ShipmentView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Shipment #" htmlFor="shipments-number">
            <Input id="shipments-number" value={draft.shipmentNumber} onChange={(e) => setDraft('shipmentNumber', e.target.value.trim())} />
          </FilterField>
          <FilterField label="Status" htmlFor="shipments-status">
            <Select
              id="shipments-status"
              allowClear
              placeholder="Any"
              options={optionsOf(SHIPMENT_STATUS_LABEL)}
              value={draft.status || undefined}
              onChange={(value?: string) => setDraft('status', value ?? '')}
            />
          </FilterField>
          <FilterField label="Shipping Mode" htmlFor="shipments-shipping-mode">
            <Select
              id="shipments-shipping-mode"
              allowClear
              placeholder="Any"
              options={optionsOf(SHIPPING_MODE_LABEL)}
              value={draft.shippingMode || undefined}
              onChange={(value?: string) => setDraft('shippingMode', value ?? '')}
            />
          </FilterField>
          <FilterField label="Pickup Dates" htmlFor="shipments-pickup-dates">
            <DatePicker.RangePicker
              id={{ start: 'shipments-pickup-dates' }}
              style={{ width: '100%' }}
              value={draft.pickupStart && draft.pickupEnd ? [dayjs(draft.pickupStart), dayjs(draft.pickupEnd)] : null}
              onChange={(range) => {
                setDraft('pickupStart', range?.[0]?.format('YYYY-MM-DD') ?? '');
                setDraft('pickupEnd', range?.[1]?.format('YYYY-MM-DD') ?? '');
              }}
            />
          </FilterField>
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
