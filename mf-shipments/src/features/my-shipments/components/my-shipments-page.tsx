// /my-shipments: the shipments the signed-in user drives (GET shipments with driverId, spec 000 §7) —
// a driver's loads, or an owner-operator's who both dispatches and drives. Views Active and Past follow
// the spec's per-carrier count groups; search, sort, 50 a page and the CSV export as on /shipments.
import { useNavigate } from 'react-router';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { shipmentColumns } from '../../../ui/shipment-columns';
import { MY_SHIPMENTS_LIST, myShipmentsPageQueryOptions } from '../api/my-shipments';
import type { MyShipmentView } from '../api/my-shipments';
const VIEWS: readonly ListView<MyShipmentView>[] = [
  { key: 'active', label: 'Active' },
  { key: 'past', label: 'Past' },
];

// The filter form (antd's form) loads with the FILTERS tab, not with the list's rows.
const MyShipmentsFilterForm = lazyPanel(
  () => import('./my-shipments-filters').then((m) => m.MyShipmentsFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

export function MyShipmentsPage() {
  const navigate = useNavigate();
  const userId = useSession((session) => session.user?.id) ?? '';
  const list = usePagedList({
    ...MY_SHIPMENTS_LIST,
    pageQuery: (request) => myShipmentsPageQueryOptions(userId, request),
    rowsOf: (answer) => ({ items: answer.data, total: answer.totalCount }),
  });
  const openPath = (shipment: Shipment) => paths.myShipment(shipment.shipmentNumber);
  return (
    <PagedListPage
      title="My Shipments"
      list={list}
      columns={shipmentColumns({ linkTo: openPath })}
      rowKey={(shipment) => shipment.id}
      noun={{ one: 'shipment', other: 'shipments' }}
      emptyMessage={{ filtered: 'No Matching Shipments Found', unfiltered: 'No shipments assigned to you' }}
      onOpen={(shipment) => void navigate(openPath(shipment), { state: OWN_SHIPMENT_STATE })}
      exportFileName="my-shipments"
      actions={<ListSearchBox label="Search my shipments" filters={list.filters} name="search" />}
      views={<FilterViewList label="My shipment views" views={VIEWS} filters={list.filters} name="view" />}
      filters={<MyShipmentsFilterForm filters={list.filters} />}
      preloadFilters={MyShipmentsFilterForm.preload}
    />
  );
}
