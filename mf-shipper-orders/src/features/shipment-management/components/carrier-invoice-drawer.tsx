// 'Update Invoice' on a shipper's shipment: the carrier's invoice number and amount as the shipper
// received them, under the carrier form's rules (spec 001 §5): one of the two suffices
// (InvoiceUpdateSchema, checked before sending); 'Invoice Updated' (001 §8); a refused save keeps the
// drawer open with every value and the server's errors on their fields.
import { Form, Input, Typography } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { InvoiceDetail, InvoiceUpdate } from '@trucks/shared-contracts/domain/invoice';
import { InvoiceUpdateSchema } from '@trucks/shared-contracts/domain/invoice';
import { fieldErrorsOf } from '@trucks/shared-contracts/rules/field-errors';
import { AmountInput, amountOf, amountRule } from '@trucks/shared-ui/amount-field';
import type { AmountValue } from '@trucks/shared-ui/amount-field';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useUpdateCarrierInvoice } from '../api/carrier-invoice';

const INVOICE_UPDATED = 'Invoice Updated';

export interface InvoiceValues {
  externalInvoiceNumber?: string | null;
  /** As typed (shared-ui's AmountInput: '-5' stays '-5', with 'Enter an amount of 0 or more'). */
  externalInvoiceAmount?: AmountValue;
}

function invoiceUpdateOf(values: InvoiceValues): InvoiceUpdate {
  const number = values.externalInvoiceNumber?.trim() ?? '';
  return {
    externalInvoiceNumber: number === '' ? null : number,
    externalInvoiceAmount: amountOf(values.externalInvoiceAmount),
  };
}
interface InvoiceDrawerProps {
  invoice: InvoiceDetail;
  shipmentNumber: string;
  open: boolean;
  form: ReturnType<typeof Form.useForm<InvoiceValues>>[0];
  onClose: () => void;
}

export function InvoiceDrawer({ invoice, shipmentNumber, open, form, onClose }: InvoiceDrawerProps) {
  const feedback = useFormSaveFeedback(form);
  const save = useUpdateCarrierInvoice();
  return (
    <FormDrawer<InvoiceValues>
      open={open}
      title={`Invoice ${invoice.invoiceNumber}: shipment ${shipmentNumber}`}
      form={form}
      onClose={onClose}
      submitLabel="Save Invoice"
      saving={save.isPending}
      onFinish={(values) => {
        const body = invoiceUpdateOf(values);
        // 'Both marked required, but the form is valid if at least one has a value' (001 §5).
        const check = InvoiceUpdateSchema.safeParse(body);
        if (!check.success) {
          form.setFields(
            Object.entries(fieldErrorsOf(check.error)).map(([name, errors]) => ({
              name: name as keyof InvoiceValues,
              errors,
            })),
          );
          return;
        }
        save.mutate(
          { params: { invoiceId: invoice.id }, body },
          {
            onSuccess: () => {
              feedback.saved(INVOICE_UPDATED);
              onClose();
            },
            onError: (error: ApiError) => feedback.failed(error),
          },
        );
      }}
    >
      <Typography.Paragraph type="secondary">
        The invoice number and amount as the carrier billed them; one of the two is enough.
      </Typography.Paragraph>
      <Form.Item name="externalInvoiceNumber" label="Invoice Number" required>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="externalInvoiceAmount" label="Invoice Amount" required rules={[amountRule]}>
        <AmountInput />
      </Form.Item>
    </FormDrawer>
  );
}
