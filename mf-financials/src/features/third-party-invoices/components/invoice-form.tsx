// Add Invoice (spec 001 §5): the carrier's own invoice number and amount. Both are marked required,
// but either one suffices; the amount must be a number. Issue 27 overrides §5's 'a non-number becomes
// empty': the amount stays as typed and a value it cannot take ('-250', 'abc') gets 'Enter an amount
// of 0 or more' at the field (shared-ui's amount field). The fields are disabled until the shipment is
// delivered; Save is disabled while the form is invalid, the shipment undelivered, the invoice
// received (or later), or a save is on its way. 'Invoice updated successfully' on success; the message
// extracted from the error on failure, every value kept. Typed and unsaved, leaving the page asks
// first and a reload gets the browser's prompt (shared-ui's useUnsavedChangesGuard).
import { Alert, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import type { InvoiceDetail, InvoiceUpdate } from '@trucks/shared-contracts/domain/invoice';
import { InvoiceUpdateSchema } from '@trucks/shared-contracts/domain/invoice';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { fieldErrorsOf } from '@trucks/shared-contracts/rules/field-errors';
import { AmountInput, amountError, amountOf } from '@trucks/shared-ui/amount-field';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import { useUpdateInvoice } from '../api/third-party-invoices';

const INVOICE_UPDATED = 'Invoice updated successfully';
const SHIPMENT_NOT_DELIVERED = 'The shipment must be delivered before the invoice can be submitted';

/** Received or any later status: the invoice is with the payer and can no longer be changed. */
const LOCKED_STATUSES = new Set<string>([
  InvoiceStatus.Received,
  InvoiceStatus.Settled,
  InvoiceStatus.PaidInFull,
]);

interface InvoiceFormValues {
  externalInvoiceNumber: string;
  externalInvoiceAmount: string;
}

function invoiceUpdateOf(values: Partial<InvoiceFormValues>): InvoiceUpdate {
  const number = values.externalInvoiceNumber?.trim() ?? '';
  return {
    externalInvoiceNumber: number === '' ? null : number,
    externalInvoiceAmount: amountOf(values.externalInvoiceAmount),
  };
}

/** What the form shows for the stored invoice (and so what "unsaved" is measured against). */
function storedValuesOf(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    externalInvoiceNumber: invoice.externalInvoiceNumber ?? '',
    externalInvoiceAmount:
      invoice.externalInvoiceAmount === null || invoice.externalInvoiceAmount === undefined
        ? ''
        : String(invoice.externalInvoiceAmount),
  };
}

export interface InvoiceFormProps {
  invoice: InvoiceDetail;
  delivered: boolean;
}

export function InvoiceForm({ invoice, delivered }: InvoiceFormProps) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useUpdateInvoice();
  const number = Form.useWatch('externalInvoiceNumber', form) ?? '';
  const amount = Form.useWatch('externalInvoiceAmount', form) ?? '';
  const amountMessage = amountError(amount);
  const check = InvoiceUpdateSchema.safeParse(
    invoiceUpdateOf({ externalInvoiceNumber: number, externalInvoiceAmount: amount }),
  );
  const errors = check.success ? {} : fieldErrorsOf(check.error);
  const touched = number !== '' || amount !== '';
  const locked = LOCKED_STATUSES.has(invoice.status.status);
  const saveDisabled =
    amountMessage !== undefined || !check.success || !delivered || locked || save.isPending;

  const stored = storedValuesOf(invoice);
  const differsFromStored = (values: Partial<InvoiceFormValues>) =>
    !locked &&
    ((values.externalInvoiceNumber ?? '').trim() !== stored.externalInvoiceNumber.trim() ||
      (values.externalInvoiceAmount ?? '').trim() !== stored.externalInvoiceAmount);
  // useWatch hears of a keystroke a task later: leaving reads the form itself as well (an F5 pressed
  // right after typing is asked about).
  const unsaved = useUnsavedChangesGuard(
    differsFromStored({ externalInvoiceNumber: number, externalInvoiceAmount: amount }),
    { dirtyNow: () => differsFromStored(form.getFieldsValue()) },
  );

  // A save by someone else (or this one) refreshes the invoice: show what is stored when untouched.
  useEffect(() => {
    if (form.isFieldsTouched()) return;
    form.setFieldsValue({
      externalInvoiceNumber: stored.externalInvoiceNumber,
      externalInvoiceAmount: stored.externalInvoiceAmount,
    });
  }, [form, stored.externalInvoiceNumber, stored.externalInvoiceAmount]);

  // An amount it cannot take has its own message; the either-or rule waits until that is fixed.
  const shownError = (field: keyof InvoiceFormValues) => {
    if (amountMessage) return field === 'externalInvoiceAmount' ? amountMessage : undefined;
    return touched ? errors[field]?.[0] : undefined;
  };

  return (
    <>
      {!delivered ? (
        <Alert type="info" showIcon title={SHIPMENT_NOT_DELIVERED} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<InvoiceFormValues>
        form={form}
        layout="vertical"
        disabled={!delivered}
        initialValues={{ externalInvoiceNumber: '', externalInvoiceAmount: '' }}
        onFinish={(values) => {
          if (saveDisabled) return;
          save.mutate(
            { params: { invoiceId: invoice.id }, body: invoiceUpdateOf(values) },
            {
              // The values stay as typed: they are what is stored now.
              onSuccess: () => {
                unsaved.release();
                feedback.saved(INVOICE_UPDATED);
              },
              onError: (error) => feedback.failed(error),
            },
          );
        }}
      >
        <Form.Item
          label="Invoice Number"
          name="externalInvoiceNumber"
          required
          validateStatus={shownError('externalInvoiceNumber') ? 'error' : undefined}
          help={shownError('externalInvoiceNumber')}
        >
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Invoice Amount"
          name="externalInvoiceAmount"
          required
          validateStatus={shownError('externalInvoiceAmount') ? 'error' : undefined}
          help={shownError('externalInvoiceAmount')}
        >
          <AmountInput />
        </Form.Item>
        {locked ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`This invoice is ${invoice.status.description.toLowerCase()} and can no longer be changed.`}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={saveDisabled}>
          Save
        </Button>
      </Form>
    </>
  );
}
