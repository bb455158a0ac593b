// The carrier's invoice on a shipper's shipment detail (issue 16 item 4; spec 001 §3 'Invoice detail',
// §5 'Invoice form', §8 'the shipper-side flow uses 'Invoice Updated''). The shipper is the shipment's
// bill-to: it reviews the carrier's third-party payer invoice (number, status, total, balance due, the
// billed charges) and records the carrier's invoice number and amount as it received them. The rules
// of the carrier's invoice form hold: one of number and amount suffices (InvoiceUpdateSchema), nothing
// before delivery, nothing once the invoice is received or later; a refused save keeps what was typed.
// 'Update Invoice' is carrier-invoice-drawer.tsx.
import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Tag, Typography } from 'antd';
import type { InvoiceDetail } from '@trucks/shared-contracts/domain/invoice';
import { INVOICE_STATUS_COLOR, InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { useCarrierInvoice } from '../api/carrier-invoice';
import { InvoiceDrawer } from './carrier-invoice-drawer';
import type { InvoiceValues } from './carrier-invoice-drawer';

const TITLE = 'Carrier Invoice';
const SHIPMENT_NOT_DELIVERED = 'The shipment must be delivered before the invoice can be submitted';
const NONE = '—';

/** Received or any later status: the invoice is with the payer and can no longer be changed. */
const LOCKED_STATUSES = new Set<string>([
  InvoiceStatus.Received,
  InvoiceStatus.Settled,
  InvoiceStatus.PaidInFull,
]);

const statusColor = (status: string) =>
  status in INVOICE_STATUS_COLOR ? INVOICE_STATUS_COLOR[status as InvoiceStatus] : undefined;

export function CarrierInvoice({ shipment }: { shipment: ManagedShipment }) {
  if (!shipment.invoiceNumber)
    return (
      <DetailSection title={TITLE} loading={false}>
        <Typography.Text type="secondary">The carrier has not invoiced this shipment yet.</Typography.Text>
      </DetailSection>
    );
  return <InvoiceOfShipment shipment={shipment} invoiceNumber={shipment.invoiceNumber} />;
}

function InvoiceOfShipment({
  shipment,
  invoiceNumber,
}: {
  shipment: ManagedShipment;
  invoiceNumber: string;
}) {
  const invoice = useCarrierInvoice(invoiceNumber);
  const data = invoice.data;
  const delivered = shipment.shipmentStatus >= ShipmentStatus.Delivered;
  const locked = data ? LOCKED_STATUSES.has(data.status.status) : true;
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<InvoiceValues>();
  return (
    <DetailSection
      title={TITLE}
      loading={invoice.isLoading}
      extra={
        data && !locked ? (
          <Button
            size="small"
            disabled={!delivered}
            onClick={() => {
              form.setFieldsValue({
                externalInvoiceNumber: data.externalInvoiceNumber ?? '',
                externalInvoiceAmount: data.externalInvoiceAmount ?? null,
              });
              setEditing(true);
            }}
          >
            Update Invoice
          </Button>
        ) : null
      }
    >
      {invoice.isError ? (
        <Typography.Text type="danger">Invoice number is not valid</Typography.Text>
      ) : data ? (
        <>
          {!delivered ? (
            <Alert type="info" showIcon title={SHIPMENT_NOT_DELIVERED} style={{ marginBottom: 12 }} />
          ) : null}
          <InvoiceFacts invoice={data} />
          {locked ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              This invoice is {data.status.description.toLowerCase()} and can no longer be changed.
            </Typography.Paragraph>
          ) : null}
          <InvoiceDrawer
            invoice={data}
            shipmentNumber={shipment.shipmentNumber}
            open={editing}
            form={form}
            onClose={() => setEditing(false)}
          />
        </>
      ) : null}
    </DetailSection>
  );
}

function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'number', label: 'Invoice #', children: invoice.invoiceNumber },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={statusColor(invoice.status.status)}>{invoice.status.description}</Tag>,
          },
          { key: 'total', label: 'Invoice Total', children: formatCurrency(invoice.total) },
          { key: 'balance', label: 'Balance Due', children: formatCurrency(invoice.balance) },
          {
            key: 'externalNumber',
            label: "Carrier's Invoice #",
            children: invoice.externalInvoiceNumber ?? NONE,
          },
          {
            key: 'externalAmount',
            label: "Carrier's Amount",
            children:
              invoice.externalInvoiceAmount != null ? formatCurrency(invoice.externalInvoiceAmount) : NONE,
          },
          ...(invoice.factoringCompany
            ? [{ key: 'remit', label: 'Remit To', children: invoice.factoringCompany.name }]
            : []),
        ]}
      />
      {invoice.charges.length ? (
        <ul aria-label="Billed charges" style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {invoice.charges.map((c, i) => (
            <li key={`${c.chargeTypeName}-${i}`}>
              {c.chargeTypeName}
              {c.description !== c.chargeTypeName ? ` (${c.description})` : ''}: {formatCurrency(c.rate)} ×{' '}
              {c.units} = {formatCurrency(Math.round(c.rate * c.units * 100) / 100)}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">No Charges Linked to Invoice</Typography.Text>
      )}
    </>
  );
}
