// /orders/{orderNumber}/edit: the order form on the stored order (spec 001 §2); 'Order {number}
// Successfully Updated' (001 §8), then the order's preview.
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useOrder, useUpdateOrder } from '../api/orders';
import type { OrderFormValues } from '../lib/order-input';
import { lane } from '../lib/order-lane';
import { OrderForm } from './order-form';

const orderUpdatedText = (orderNumber: string) => `Order ${orderNumber} Successfully Updated`;

function EditOrderForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const feedback = useFormSaveFeedback(form);
  const update = useUpdateOrder();
  const save = (body: OrderInput, done: () => void) =>
    update.mutate(
      { params: { orderNumber: order.orderNumber }, body },
      {
        onSuccess: (saved) => {
          done();
          feedback.saved(orderUpdatedText(saved.orderNumber));
          void navigate(paths.orderDetails(saved.orderNumber));
        },
        onError: (error) => feedback.failed(error),
      },
    );
  return (
    <OrderForm
      form={form}
      order={order}
      owner={{ customerId: order.customerId, orderSource: order.orderSource }}
      saving={update.isPending}
      submitLabel="Save Order"
      onSave={save}
      onCancel={() => void navigate(paths.orderDetails(order.orderNumber))}
    />
  );
}

export function EditOrderPage({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  return (
    <RecordPage
      title="Orders"
      caption={`Edit Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      lane={lane(order.data)}
    >
      {order.data ? (
        // Keyed by the order, not by each read: a background refetch never resets what is being typed.
        <EditOrderForm key={order.data.orderNumber} order={order.data} />
      ) : (
        <DetailSection title="Order Details" loading />
      )}
    </RecordPage>
  );
}
