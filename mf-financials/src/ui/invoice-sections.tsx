// The body of an invoice preview (accounting, invoices, the dashboard drawer): Charges (each rate x
// units, and their total), Documents (a required one is a placeholder until uploaded), Summary and
// Invoice Details. The third-party preview has its own layout and reuses the charges and details.
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DOCUMENT_FILE_TYPE_LABEL } from '@trucks/shared-contracts/domain/document-file-type';
import type { Charge, InvoiceDetail, InvoiceDocument } from '@trucks/shared-contracts/domain/invoice';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { chargeTotal, chargesTotal } from '@trucks/shared-contracts/rules/invoice-amounts';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns } from '@trucks/shared-ui/record-page';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useInvoiceDocuments } from '../api/invoices';

export const NO_CHARGES = 'No Charges Linked to Invoice';
export const NO_DOCUMENTS = 'No documents found for invoice';
const NONE = '—';

const CHARGE_COLUMNS: readonly TableColumn<Charge>[] = [
  { key: 'description', title: 'Description', render: (charge) => charge.description },
  { key: 'type', title: 'Type', render: (charge) => charge.chargeTypeName },
  { key: 'rate', title: 'Rate', align: 'end', render: (charge) => formatCurrency(charge.rate) },
  { key: 'units', title: 'Units', align: 'end', render: (charge) => charge.units },
  { key: 'total', title: 'Total', align: 'end', render: (charge) => formatCurrency(chargeTotal(charge)) },
];

const chargeKey = (charge: Charge) =>
  charge.id ?? `${charge.chargeTypeName}-${charge.description}-${charge.rate}`;

/**
 * A phone (390 px) has no room for five columns: the table scrolled sideways inside itself and hid
 * Total, the figure the user came for (issue 27). Each charge is a line with its total at the right,
 * rate x units under its name, and the charges' total last.
 */
function ChargeLines({ charges }: { charges: readonly Charge[] }) {
  const line = { display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'baseline' } as const;
  return (
    <>
      <ul aria-label="Charges" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {charges.map((charge) => (
          <li
            key={chargeKey(charge)}
            aria-label={charge.description}
            style={{ ...line, padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {charge.description}
              <br />
              <Typography.Text type="secondary">
                {charge.chargeTypeName} · {formatCurrency(charge.rate)} × {charge.units}
              </Typography.Text>
            </span>
            <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(chargeTotal(charge))}</span>
          </li>
        ))}
      </ul>
      <div style={{ ...line, padding: '8px 0', fontWeight: 600 }}>
        <span>Charges Total</span>
        <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(chargesTotal(charges))}</span>
      </div>
    </>
  );
}

export function ChargesTable({ charges }: { charges: readonly Charge[] }) {
  const phone = useIsPhone();
  if (charges.length === 0) return <Typography.Text type="secondary">{NO_CHARGES}</Typography.Text>;
  if (phone) return <ChargeLines charges={charges} />;
  return (
    <RowTable<Charge>
      size="small"
      label="Charges"
      rowKey={chargeKey}
      rows={charges}
      columns={CHARGE_COLUMNS}
      footer={
        <tr>
          <td colSpan={4}>Charges Total</td>
          <td data-align="end">{formatCurrency(chargesTotal(charges))}</td>
        </tr>
      }
    />
  );
}

function DocumentsList({ documents }: { documents: readonly InvoiceDocument[] }) {
  if (documents.length === 0) return <Typography.Text type="secondary">{NO_DOCUMENTS}</Typography.Text>;
  return (
    <ul aria-label="Invoice documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {documents.map((document) => (
        <li key={document.id ?? `${document.type}-${document.name}`} style={{ padding: '6px 0' }}>
          <Flex justify="space-between" wrap gap={8}>
            <span>
              {document.fileURL ? (
                <a href={document.fileURL} target="_blank" rel="noopener noreferrer">
                  {document.name}
                </a>
              ) : (
                document.name
              )}{' '}
              <Typography.Text type="secondary">{DOCUMENT_FILE_TYPE_LABEL[document.type]}</Typography.Text>
            </span>
            {document.required ? <Tag color="orange">Required, not uploaded</Tag> : <Tag>Uploaded</Tag>}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

export function InvoiceDetailsList({ invoice }: { invoice: InvoiceDetail }) {
  const shipmentNumber = invoice.shipmentNumber;
  const remitTo = invoice.factoringCompany;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'number', label: 'Invoice Number', children: invoice.invoiceNumber || NONE },
        {
          key: 'shipment',
          label: 'Shipment Number',
          children: shipmentNumber ? (
            <Link to={paths.shipmentPreview(shipmentNumber)}>{shipmentNumber}</Link>
          ) : (
            NONE
          ),
        },
        ...(remitTo
          ? [
              {
                key: 'remitTo',
                label: 'Remit To',
                children: (
                  <Flex vertical>
                    <span>{remitTo.name}</span>
                    {remitTo.addressLine1 ? <span>{remitTo.addressLine1}</span> : null}
                    {remitTo.city ? (
                      <span>
                        {[remitTo.city, remitTo.state].filter(Boolean).join(', ')} {remitTo.postalCode ?? ''}
                      </span>
                    ) : null}
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The AP invoice summary: what the invoice is for, and what is still owed. */
function InvoiceSummary({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'status', label: 'Status', children: invoice.status.description },
        { key: 'total', label: 'Total', children: formatCurrency(invoice.total) },
        { key: 'charges', label: 'Charges Total', children: formatCurrency(chargesTotal(invoice.charges)) },
        { key: 'balance', label: 'Balance Due', children: formatCurrency(invoice.balance) },
      ]}
    />
  );
}

export function InvoiceSections({ invoice }: { invoice: InvoiceDetail | undefined }) {
  const documents = useInvoiceDocuments(invoice?.id);
  return (
    <RecordColumns
      main={
        <>
          <DetailSection title="Charges" loading={!invoice}>
            {invoice ? <ChargesTable charges={invoice.charges} /> : null}
          </DetailSection>
          <DetailSection title="Documents" loading={!invoice || documents.isPending}>
            {documents.isError ? (
              <Typography.Text type="danger">{documents.error.message}</Typography.Text>
            ) : (
              <DocumentsList documents={documents.data ?? []} />
            )}
          </DetailSection>
        </>
      }
      side={
        <>
          <DetailSection title="Summary" loading={!invoice}>
            {invoice ? <InvoiceSummary invoice={invoice} /> : null}
          </DetailSection>
          <DetailSection title="Invoice Details" loading={!invoice}>
            {invoice ? <InvoiceDetailsList invoice={invoice} /> : null}
          </DetailSection>
        </>
      }
    />
  );
}
