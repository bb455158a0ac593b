// The dialog that raises a case on a shipment (spec 000 §7, 001 §7: a case model including shipmentId;
// 001 §8: 'Case created!'). Embedded by the shipment preview with its shipment; opened from the cases
// list without one, it asks for the shipment number. A failed save keeps every value and puts the
// server's errors on their fields.
import { Form, Input, Modal, Select } from 'antd';
import type { CreateCaseDialogProps } from '@trucks/shared-contracts/federation/remote-modules';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import {
  MAX_CASE_DESCRIPTION_LENGTH,
  caseDescriptionProblem,
} from '@trucks/shared-contracts/rules/case-description';
import type { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { optionsOf } from '@trucks/shared-ui/label-options';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useCreateCase } from '../api/cases';

const CASE_CREATED = 'Case created!';

interface CreateCaseValues {
  shipmentId: string;
  caseType: string;
  description: string;
}

export function CreateCaseDialog({
  shipmentId,
  shipmentNumber,
  open,
  onClose,
  onCreated,
}: CreateCaseDialogProps) {
  const [form] = Form.useForm<CreateCaseValues>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateCase();
  const phone = useIsPhone();
  const askShipment = !shipmentId;
  // Typed and not created yet: leaving the page asks first (issue 27).
  const changes = useFormChanges(open);
  const descriptionLength = (Form.useWatch('description', form) ?? '').length;

  const submit = (values: CreateCaseValues) => {
    const caseType = Number(values.caseType) as CaseType;
    create.mutate(
      {
        body: {
          shipmentId: askShipment ? values.shipmentId.trim() : shipmentId,
          caseType,
          // The spec's dialog has no subject: the case type names the request (the README's decision).
          subject: CASE_TYPE_LABEL[caseType],
          description: values.description.trim(),
        },
      },
      {
        onSuccess: (created) => {
          changes.saved();
          feedback.saved(CASE_CREATED);
          onCreated?.(created.caseNumber);
          onClose();
        },
        onError: (error) => feedback.failed(error),
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      destroyOnHidden
      width={phone ? '100%' : 520}
      title={shipmentNumber ? `Create Case for Shipment #${shipmentNumber}` : 'Create Case'}
      okText="Create"
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending }}
      cancelButtonProps={{ disabled: create.isPending }}
    >
      <Form<CreateCaseValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={changes.onValuesChange}
        preserve={false}
      >
        {askShipment ? (
          <Form.Item
            name="shipmentId"
            label="Shipment #"
            rules={[{ required: true, whitespace: true, message: 'Enter the shipment number' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="caseType"
          label="Case Type"
          rules={[{ required: true, message: 'Choose a case type' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a case type"
            options={optionsOf(CASE_TYPE_LABEL)}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          // The count sits under the field, in the flow: antd's own count overlapped the message on a phone.
          extra={
            <span id="case-description-count">
              {descriptionLength.toLocaleString('en-US')} /{' '}
              {MAX_CASE_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters
            </span>
          }
          rules={[
            { required: true, whitespace: true, message: 'Describe the request' },
            {
              validator: (_rule, value: string | undefined) => {
                const problem = caseDescriptionProblem(value ?? '');
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          {/* No maxLength: a pasted text longer than the limit is kept and said. */}
          <Input.TextArea rows={4} aria-describedby="case-description-count" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
