// The dialog that raises a case on a shipment (spec 001 §7: a case model including shipmentId).
// Frame only: choosing the case type and describing the issue work; 'Create' sends nothing yet (the
// package README says what is built).
import { Form, Input, Modal, Select } from 'antd';
import type { CreateCaseDialogProps } from '@trucks/shared-contracts/federation/remote-modules';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { optionsOf } from '@trucks/shared-ui/label-options';

export function CreateCaseDialog({ shipmentNumber, open, onClose }: CreateCaseDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      destroyOnHidden
      title={shipmentNumber ? `Create Case for Shipment #${shipmentNumber}` : 'Create Case'}
      okText="Create"
      okButtonProps={{ disabled: true }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Case Type" htmlFor="create-case-type" required>
          <Select
            id="create-case-type"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a case type"
            options={optionsOf(CASE_TYPE_LABEL)}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="create-case-description">
          <Input.TextArea id="create-case-description" rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
