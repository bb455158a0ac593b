// Duplicate on an order's preview: a number of copies (1 to 50, the API's limit), each a new order;
// 'Successfully created {n} copies. Duplicate IDs: ...' (spec 001 §8).
import { useState } from 'react';
import { App, Button, InputNumber, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { useDuplicateOrder } from '../api/orders';

const copiesCreatedText = (orderNumbers: readonly string[]) =>
  `Successfully created ${orderNumbers.length} copies. Duplicate IDs: ${orderNumbers.join(', ')}`;

/** Duplicate: a number of copies (1 to 50), each a new order on no shipment. */
export function DuplicateButton({ orderNumber }: { orderNumber: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [copies, setCopies] = useState<number | null>(1);
  const duplicate = useDuplicateOrder();
  const valid = copies !== null && Number.isInteger(copies) && copies >= 1 && copies <= 50;
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setOpen(true)}>
        Duplicate
      </Button>
      <Modal
        open={open}
        title={`Duplicate Order ${orderNumber}`}
        okText="Create Copies"
        okButtonProps={{ disabled: !valid }}
        confirmLoading={duplicate.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          valid &&
          duplicate.mutate(
            { params: { orderNumber }, body: { copies } },
            {
              onSuccess: (result) => {
                void message.success(copiesCreatedText(result.orderNumbers));
                setOpen(false);
              },
              onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          )
        }
      >
        <label htmlFor="order-copies">Number of copies</label>
        <InputNumber
          id="order-copies"
          min={1}
          max={50}
          precision={0}
          value={copies}
          onChange={setCopies}
          style={{ display: 'block', width: 160, marginTop: 4 }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Each copy is a new order with the same stops, line items and references, on no shipment yet.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
