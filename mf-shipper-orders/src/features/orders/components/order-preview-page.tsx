// /orders/{orderNumber}/preview/details and .../logistics: an order's record page (spec 001 §2) with
// its Details and Logistics sub-pages (order-details.tsx, order-logistics.tsx), Edit and Duplicate.
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useOrder } from '../api/orders';
import { lane } from '../lib/order-lane';
import { DuplicateButton } from './duplicate-order-dialog';
import { OrderDetails } from './order-details';
import { OrderLogistics } from './order-logistics';

export type OrderSubPage = 'details' | 'logistics';

export function OrderPreviewPage({ orderNumber, subPage }: { orderNumber: string; subPage: OrderSubPage }) {
  const navigate = useNavigate();
  const order = useOrder(orderNumber);
  const sections = subPage === 'details' ? ['Order Details', 'Line Items'] : ['Stops', 'Shipments'];
  return (
    <RecordPage
      title="Orders"
      caption={`Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      lane={lane(order.data)}
      status={order.data ? { label: ORDER_TYPE_LABEL[order.data.orderType] } : undefined}
      actions={
        order.data ? (
          <>
            <Button icon={<EditOutlined />} onClick={() => void navigate(paths.orderEdit(orderNumber))}>
              Edit
            </Button>
            <DuplicateButton orderNumber={orderNumber} />
          </>
        ) : null
      }
      activeTab={subPage}
      tabs={[
        { key: 'details', label: 'Details', path: paths.orderDetails(orderNumber) },
        { key: 'logistics', label: 'Logistics', path: paths.orderLogistics(orderNumber) },
      ]}
    >
      {order.data ? (
        subPage === 'details' ? (
          <OrderDetails order={order.data} />
        ) : (
          <OrderLogistics order={order.data} />
        )
      ) : (
        sections.map((title) => <DetailSection key={title} title={title} loading />)
      )}
    </RecordPage>
  );
}
