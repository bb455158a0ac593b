// The 'Save this view' dialog of the shipper's lists (save-view-button.tsx opens it): its own chunk,
// loaded when the button is first used, since antd's form and checkbox are not in antd's first part.
// A failed save keeps the dialog open with what was typed and the server's errors on their fields.
import { Checkbox, Form, Input, Modal } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';

export interface SaveViewValues {
  name: string;
  isDefault: boolean;
}

/** What a list gives its Save View button: how to save, and whether a save is under way. */
export interface SaveViewButtonProps {
  /** Saves the view with the list's current filters; answers the saved view. */
  save: (values: SaveViewValues) => Promise<{ name: string }>;
  saving: boolean;
}

export interface SaveViewDialogProps extends SaveViewButtonProps {
  open: boolean;
  onClose: () => void;
}

export function SaveViewDialog({ open, onClose, save, saving }: SaveViewDialogProps) {
  const [form] = Form.useForm<SaveViewValues>();
  const feedback = useFormSaveFeedback(form);
  const changes = useFormChanges(open);
  const submit = async (values: SaveViewValues) => {
    try {
      const saved = await save({ name: values.name.trim(), isDefault: values.isDefault });
      changes.saved();
      feedback.saved(`View '${saved.name}' saved`);
      onClose();
    } catch (error) {
      feedback.failed(error as ApiError);
    }
  };
  return (
    <Modal
      open={open}
      title="Save this view"
      okText="Save View"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SaveViewValues>
        form={form}
        layout="vertical"
        initialValues={{ name: '', isDefault: false }}
        onValuesChange={changes.onValuesChange}
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
  );
}
