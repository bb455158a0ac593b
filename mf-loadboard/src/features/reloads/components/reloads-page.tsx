// /reloads: the Load Board's reload search (spec 000 §2, §3). The search lives in the query string
// (originRadius, destinationRadius, dateStart/dateEnd, includePartials, orderBy) beside reloadShipment,
// the load whose destination the reloads start from, so a search can be linked and reopened.
import { Checkbox, DatePicker, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ReloadOrderBy } from '@trucks/shared-contracts/domain/reload-search';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

// The order-by values are ours (the spec names the parameter only); the views tab orders the results.
const ORDER_VIEWS: readonly ListView<ReloadOrderBy>[] = [
  { key: ReloadOrderBy.DeadHead, label: 'Closest Pickup (Deadhead)' },
  { key: ReloadOrderBy.PickupDate, label: 'Pickup Date' },
  { key: ReloadOrderBy.Rate, label: 'Highest Rate' },
  { key: ReloadOrderBy.RatePerMile, label: 'Highest Rate Per Mile' },
];

type ReloadFilters = {
  orderBy: string;
  originRadius: string;
  destinationRadius: string;
  dateStart: string;
  dateEnd: string;
  includePartials: string;
};

const DEFAULT_FILTERS: ReloadFilters = {
  orderBy: ReloadOrderBy.DeadHead,
  originRadius: '',
  destinationRadius: '',
  dateStart: '',
  dateEnd: '',
  includePartials: 'false',
};

function milesOrEmpty(value: number | null): string {
  return value === null ? '' : String(value);
}

export function ReloadsPage() {
  const [params] = useSearchParams();
  const reloadShipment = params.get('reloadShipment');
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Reloads"
      actions={
        reloadShipment ? <Typography.Text type="secondary">Reloads for shipment #{reloadShipment}</Typography.Text> : undefined
      }
      views={
        <ViewList
          label="Order reloads by"
          views={ORDER_VIEWS}
          selected={applied.orderBy as ReloadOrderBy}
          onSelect={(orderBy) => applyNow('orderBy', orderBy)}
        />
      }
      filters={
        <FilterForm>
          <FilterField label="Origin Radius (miles)" htmlFor="reloads-origin-radius">
            <InputNumber
              id="reloads-origin-radius"
              min={0}
              style={{ width: '100%' }}
              value={draft.originRadius === '' ? null : Number(draft.originRadius)}
              onChange={(value) => setDraft('originRadius', milesOrEmpty(value))}
            />
          </FilterField>
          <FilterField label="Destination Radius (miles)" htmlFor="reloads-destination-radius">
            <InputNumber
              id="reloads-destination-radius"
              min={0}
              style={{ width: '100%' }}
              value={draft.destinationRadius === '' ? null : Number(draft.destinationRadius)}
              onChange={(value) => setDraft('destinationRadius', milesOrEmpty(value))}
            />
          </FilterField>
          <FilterField label="Pickup Dates" htmlFor="reloads-date-range">
            <DatePicker.RangePicker
              id={{ start: 'reloads-date-range' }}
              style={{ width: '100%' }}
              value={draft.dateStart && draft.dateEnd ? [dayjs(draft.dateStart), dayjs(draft.dateEnd)] : null}
              onChange={(range) => {
                setDraft('dateStart', range?.[0]?.format('YYYY-MM-DD') ?? '');
                setDraft('dateEnd', range?.[1]?.format('YYYY-MM-DD') ?? '');
              }}
            />
          </FilterField>
          <Checkbox checked={draft.includePartials === 'true'} onChange={(e) => setDraft('includePartials', String(e.target.checked))}>
            Include partials
          </Checkbox>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // The reloads arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage={reloadShipment ? `No reloads found for shipment #${reloadShipment}` : 'No reloads match this search'}
    >
      {null}
    </ListPage>
  );
}
