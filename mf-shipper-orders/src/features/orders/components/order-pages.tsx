// An order's pages: create, edit, and the preview with its details and logistics sub-pages. The
// sections follow the order entity of the spec (stops, line items, reference numbers, accessorials).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';

const ORDER_FORM_SECTIONS = [
  'Order Details',
  'Stops',
  'Line Items',
  'Reference Numbers',
  'Accessorials',
] as const;
const ORDER_DETAIL_SECTIONS = ['Order Details', 'Line Items', 'Reference Numbers'] as const;
const ORDER_LOGISTICS_SECTIONS = ['Stops', 'Shipments', 'Accessorials'] as const;

export type OrderSubPage = 'details' | 'logistics';

// Frame only: the page does not read its record yet (the package README says what is built).
const loading = true;

function Sections({ titles }: { titles: readonly string[] }) {
  return titles.map((title) => <DetailSection key={title} title={title} loading={loading} />);
}

export function CreateOrderPage() {
  return (
    <RecordPage title="Orders" caption="New Order" recordName="Order" listPath={paths.orders()}>
      <Sections titles={ORDER_FORM_SECTIONS} />
    </RecordPage>
  );
}

export function EditOrderPage({ orderNumber }: { orderNumber: string }) {
  return (
    <RecordPage
      title="Orders"
      caption={`Edit Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={loading}
    >
      <Sections titles={ORDER_FORM_SECTIONS} />
    </RecordPage>
  );
}

export function OrderPreviewPage({ orderNumber, subPage }: { orderNumber: string; subPage: OrderSubPage }) {
  return (
    <RecordPage
      title="Orders"
      caption={`Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={loading}
      activeTab={subPage}
      tabs={[
        { key: 'details', label: 'Details', path: paths.orderDetails(orderNumber) },
        { key: 'logistics', label: 'Logistics', path: paths.orderLogistics(orderNumber) },
      ]}
    >
      <Sections titles={subPage === 'details' ? ORDER_DETAIL_SECTIONS : ORDER_LOGISTICS_SECTIONS} />
    </RecordPage>
  );
}
