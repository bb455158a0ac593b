// 'Save View' of the shipper's lists (orders, shipment booking and tracking): names the current filters
// as a saved view, optionally the one the list opens on. The list gives what to save; a failed save
// keeps the dialog open with what was typed and the server's errors on their fields.
import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';

export interface SaveViewValues {
  name: string;
  isDefault: boolean;
}

export interface SaveViewButtonProps {
  /** Saves the view with the list's current filters; answers the saved view. */
  save: (values: SaveViewValues) => Promise<{ name: string }>;
  saving: boolean;
}

export function SaveViewButton({ save, saving }: SaveViewButtonProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SaveViewValues>();
  const feedback = useFormSaveFeedback(form);
  const submit = async (values: SaveViewValues) => {
    try {
      const saved = await save({ name: values.name.trim(), isDefault: values.isDefault });
      feedback.saved(`View '${saved.name}' saved`);
      setOpen(false);
    } catch (error) {
      feedback.failed(error as ApiError);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save View</Button>
      <Modal
        open={open}
        title="Save this view"
        okText="Save View"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<SaveViewValues>
          form={form}
          layout="vertical"
          initialValues={{ name: '', isDefault: false }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Name the view.' }]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>Open the list on this view</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
