// /orders/create: the order form for a new order (spec 001 §2); 'Order {number} Successfully Created'
// (001 §8), then the new order's preview.
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useCreateOrder } from '../api/orders';
import type { OrderFormValues } from '../lib/order-input';
import { OrderForm } from './order-form';

const orderCreatedText = (orderNumber: string) => `Order ${orderNumber} Successfully Created`;

export function CreateOrderPage() {
  const navigate = useNavigate();
  const companyId = useSession((session) => session.user?.companyId ?? '');
  const [form] = Form.useForm<OrderFormValues>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateOrder();
  const save = (body: OrderInput, saved: () => void) =>
    create.mutate(
      { body },
      {
        onSuccess: (order) => {
          saved();
          feedback.saved(orderCreatedText(order.orderNumber));
          void navigate(paths.orderDetails(order.orderNumber));
        },
        onError: (error) => feedback.failed(error),
      },
    );
  return (
    <RecordPage title="Orders" caption="New Order" recordName="Order" listPath={paths.orders()}>
      <OrderForm
        form={form}
        owner={{ customerId: companyId }}
        saving={create.isPending}
        submitLabel="Create Order"
        onSave={save}
        onCancel={() => void navigate(paths.orders())}
      />
    </RecordPage>
  );
}
