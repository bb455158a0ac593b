// An order's pages: create, edit, and the preview with its details and logistics sub-pages. The
// sections follow the order entity of the spec (stops, line items, reference numbers, accessorials).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPage } from '../../../ui/record-page';

export const ORDER_FORM_SECTIONS = [
  'Order Details',
  'Stops',
  'Line Items',
  'Reference Numbers',
  'Accessorials',
] as const;
const ORDER_DETAIL_SECTIONS = ['Order Details', 'Line Items', 'Reference Numbers'] as const;
const ORDER_LOGISTICS_SECTIONS = ['Stops', 'Shipments', 'Accessorials'] as const;

export type OrderSubPage = 'details' | 'logistics';

export function CreateOrderPage() {
  // The order form (with the spec's rules: Canadian postal codes, GUID line-item ids, reefer mode only
  // for Reefer) comes with the orders API (a later issue); the frame shows its sections.
  return <RecordPage title="Orders" caption="New Order" sections={ORDER_FORM_SECTIONS} loading />;
}

export function EditOrderPage({ orderNumber }: { orderNumber: string }) {
  // The order arrives with the API client (a later issue).
  return (
    <RecordPage title="Orders" caption={`Edit Order ${orderNumber}`} sections={ORDER_FORM_SECTIONS} loading />
  );
}

export function OrderPreviewPage({ orderNumber, subPage }: { orderNumber: string; subPage: OrderSubPage }) {
  return (
    <RecordPage
      title="Orders"
      caption={`Order ${orderNumber}`}
      sections={subPage === 'details' ? ORDER_DETAIL_SECTIONS : ORDER_LOGISTICS_SECTIONS}
      // The order arrives with the API client (a later issue).
      loading
      activeSubPage={subPage}
      subPages={[
        { key: 'details', label: 'Details', path: paths.orderDetails(orderNumber) },
        { key: 'logistics', label: 'Logistics', path: paths.orderLogistics(orderNumber) },
      ]}
    />
  );
}
