// /shipments: the carrier's shipments. Views are the spec's per-carrier counts (needs updates, active,
// past) and All, each with its count; the list opens on Needs Updates, the spec's list default
// (booked through delivered with needsUpdates true), which the navigation badge counts too. Filters,
// view, sort and page live in the URL; 50 a page; search; CSV export of the current view.
import { useNavigate } from 'react-router';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { SHIPMENT_VIEW_LABEL } from '../../../lib/shipment-views';
import type { ShipmentView } from '../../../lib/shipment-views';
import { shipmentColumns } from '../../../ui/shipment-columns';
import { useShipmentViewCounts } from '../api/shipment-counts';
import { SHIPMENTS_LIST, shipmentsPageQueryOptions } from '../api/shipments';

// The filter form (antd's date pickers, select, the form) loads with the FILTERS tab, not with the
// list's rows: a first visit downloads what the rows need.
const ShipmentsFilterForm = lazyPanel(
  () => import('./shipments-filters').then((m) => m.ShipmentsFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

export function ShipmentsPage() {
  const navigate = useNavigate();
  const counts = useShipmentViewCounts();
  const list = usePagedList({
    ...SHIPMENTS_LIST,
    pageQuery: shipmentsPageQueryOptions,
    rowsOf: (answer) => ({ items: answer.data, total: answer.totalCount }),
  });
  const views: ListView<ShipmentView>[] = (Object.keys(SHIPMENT_VIEW_LABEL) as ShipmentView[]).map((key) => ({
    key,
    label: SHIPMENT_VIEW_LABEL[key],
    count: counts[key],
  }));
  const openPath = (shipment: Shipment) => paths.shipmentDetails(shipment.shipmentNumber);
  return (
    <PagedListPage
      title="Shipments"
      list={list}
      columns={shipmentColumns({ linkTo: openPath })}
      rowKey={(shipment) => shipment.id}
      noun={{ one: 'shipment', other: 'shipments' }}
      emptyMessage={{
        filtered: 'No Matching Shipments Found',
        unfiltered: 'No shipments need an update: every booked load has its latest tracking',
      }}
      onOpen={(shipment) => void navigate(openPath(shipment), { state: OWN_SHIPMENT_STATE })}
      exportFileName="shipments"
      actions={<ListSearchBox label="Search shipments" filters={list.filters} name="search" />}
      views={<FilterViewList label="Shipment views" views={views} filters={list.filters} name="view" />}
      filters={<ShipmentsFilterForm filters={list.filters} />}
      preloadFilters={ShipmentsFilterForm.preload}
    />
  );
}
