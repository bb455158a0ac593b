// Duplicate on an order's preview: a number of copies (1 to 50, the API's limit), each a new order;
// 'Successfully created {n} copies. Duplicate IDs: ...' (spec 001 §8). The number keeps what was typed
// and says at the field what it cannot take (issue 41 item 4); nothing is sent until it can be read.
import { useState } from 'react';
import { App, Button, Form, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import { TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { useDuplicateOrder } from '../api/orders';

const COPIES = TYPED_NUMBERS.orderCopies;

const copiesCreatedText = (orderNumbers: readonly string[]) =>
  `Successfully created ${orderNumbers.length} copies. Duplicate IDs: ${orderNumbers.join(', ')}`;

/** Duplicate: a number of copies (1 to 50), each a new order on no shipment. */
export function DuplicateButton({ orderNumber }: { orderNumber: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ copies: string }>();
  const duplicate = useDuplicateOrder();
  const create = ({ copies: text }: { copies: string }) => {
    const copies = measureOf(text, COPIES);
    if (copies === undefined) return;
    duplicate.mutate(
      { params: { orderNumber }, body: { copies } },
      {
        onSuccess: (result) => {
          void message.success(copiesCreatedText(result.orderNumbers));
          setOpen(false);
        },
        onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
      },
    );
  };
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setOpen(true)}>
        Duplicate
      </Button>
      <Modal
        open={open}
        title={`Duplicate Order ${orderNumber}`}
        okText="Create Copies"
        confirmLoading={duplicate.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" initialValues={{ copies: '1' }} onFinish={create}>
          <Form.Item
            name="copies"
            label="Number of copies"
            rules={[{ required: true, message: COPIES.rangeMessage }, typedNumberRule(COPIES)]}
            style={{ marginBottom: 8 }}
          >
            <TypedNumberInput whole style={{ width: 160 }} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary">
          Each copy is a new order with the same stops, line items and references, on no shipment yet.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
