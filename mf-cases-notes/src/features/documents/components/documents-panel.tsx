// The documents of one entity (a shipment, an invoice, a case): the list with required-document
// placeholders until uploaded, the viewer, the upload dialog and delete with confirmation (spec 001
// §2, §3, §5, §8). A case's documents are those of its shipment (README decision).
import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type {
  DocumentsPanelProps,
  ViewableDocument,
} from '@trucks/shared-contracts/federation/remote-modules';
import { DOCUMENT_FILE_TYPE_LABEL } from '@trucks/shared-contracts/domain/document-file-type';
import type { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { ENTITY_TYPE_LABEL, EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { portalDateTime } from '../../../lib/portal-date-time';
import { ItemList } from '../../../ui/item-list';
import {
  useDeleteDocument,
  useInvoiceDocuments,
  useShipmentDocumentEvent,
  useShipmentDocuments,
} from '../api/documents';
import { DocumentUploadDialog } from './document-upload-dialog';
import { UPLOAD_MESSAGES } from '../lib/document-upload-rules';
import type { UploadRecord } from '../lib/document-upload-rules';
import { DocumentViewer } from './document-viewer';
import { ProofOfDeliveryUpload } from './proof-of-delivery-upload';

interface DocumentRow {
  key: string;
  /** Absent for a required document not uploaded yet. */
  id: string | null;
  name: string;
  extension: string;
  fileURL: string | undefined;
  fileType: DocumentFileType | undefined;
  required: boolean;
  createdDateTime: string | undefined;
  createdBy: string | undefined;
}

const INVOICE_TYPES: readonly number[] = [EntityType.ThirdParty, EntityType.ApInvoice];

function entityTypeLabel(entityType: number): string {
  return ENTITY_TYPE_LABEL[entityType as EntityType] ?? 'record';
}

/** Which record the documents hang on, and what an upload names. */
function uploadRecordOf(props: DocumentsPanelProps): UploadRecord {
  const isInvoice = INVOICE_TYPES.includes(props.entityType);
  return {
    entityType: props.entityType,
    shipmentId: props.shipmentId ?? (props.entityType === EntityType.Shipment ? props.entityId : undefined),
    invoiceId: props.invoiceId ?? (isInvoice ? props.entityId : undefined),
  };
}

function useDocumentRows(props: DocumentsPanelProps, record: UploadRecord) {
  const isInvoice = INVOICE_TYPES.includes(props.entityType);
  const invoice = useInvoiceDocuments(isInvoice ? record.invoiceId : undefined);
  const shipment = useShipmentDocuments(isInvoice ? undefined : record.shipmentId);
  const query = isInvoice ? invoice : shipment;
  let rows: DocumentRow[] | undefined;
  if (isInvoice && invoice.data)
    rows = invoice.data.map((doc, index) => ({
      key: doc.id ?? `required-${doc.type}-${index}`,
      id: doc.fileURL || !doc.required ? (doc.id ?? null) : null,
      name: doc.name,
      extension: doc.extension ?? '',
      fileURL: doc.fileURL ?? undefined,
      fileType: doc.type,
      required: doc.required,
      createdDateTime: undefined,
      createdBy: undefined,
    }));
  else if (!isInvoice && shipment.data)
    rows = shipment.data.map((doc) => ({
      key: doc.id,
      id: doc.fileURL === null ? null : doc.id,
      name: doc.name,
      extension: doc.extension,
      fileURL: doc.fileURL ?? undefined,
      fileType: doc.fileType,
      required: false,
      createdDateTime: doc.createdDateTime,
      createdBy: doc.createdBy,
    }));
  // Without the record to read from there is nothing to load.
  const idle = isInvoice ? !record.invoiceId : !record.shipmentId;
  return { query, rows: idle ? [] : rows };
}

export function DocumentsPanel(props: DocumentsPanelProps) {
  const record = uploadRecordOf(props);
  // A driver's phone: only the proof-of-delivery upload at the given dropoff.
  if (props.proofOfDeliveryStop)
    return (
      <ProofOfDeliveryUpload
        record={record}
        stop={props.proofOfDeliveryStop}
        shipmentNumber={props.shipmentNumber}
      />
    );
  return <DocumentList {...props} record={record} />;
}

function DocumentList({ record, ...props }: DocumentsPanelProps & { record: UploadRecord }) {
  const { message } = App.useApp();
  const { query, rows } = useDocumentRows(props, record);
  const [uploading, setUploading] = useState<{ fileType?: DocumentFileType } | null>(null);
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  const remove = useDeleteDocument();
  const event = useShipmentDocumentEvent();
  const writable = props.readOnly !== true;

  const deleteRow = (row: DocumentRow) => {
    if (!row.id) return;
    const id = row.id;
    remove.mutate(
      { params: { id } },
      {
        onSuccess: () => {
          void message.success(UPLOAD_MESSAGES.deleted);
          if (record.shipmentId && row.fileType !== undefined)
            event.mutate({
              params: { id: record.shipmentId },
              body: { documentId: id, fileType: row.fileType, action: 'Deleted' },
            });
        },
        // A 403 answers false: the document stays, and the user is told.
        onError: () => void message.error(UPLOAD_MESSAGES.deleteFailed),
      },
    );
  };

  let body;
  if (rows === undefined && query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  else if (rows === undefined)
    body = (
      <div role="status" aria-label="Loading documents">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  else if (rows.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`No documents on this ${entityTypeLabel(props.entityType).toLowerCase()} yet`}
      />
    );
  else
    body = (
      <ItemList
        rows={rows.map((row) => {
          const typeLabel = row.fileType === undefined ? undefined : DOCUMENT_FILE_TYPE_LABEL[row.fileType];
          const placeholder = row.id === null;
          return {
            key: row.key,
            label: `${row.name}${placeholder ? ' (not uploaded)' : ''}`,
            actions: placeholder
              ? writable
                ? [
                    <Button
                      key="upload"
                      size="small"
                      icon={<UploadOutlined />}
                      onClick={() => setUploading({ fileType: row.fileType })}
                    >
                      Upload
                    </Button>,
                  ]
                : []
              : [
                  ...(row.fileURL
                    ? [
                        <Button
                          key="download"
                          size="small"
                          icon={<DownloadOutlined />}
                          aria-label={`Download ${row.name}`}
                          href={row.fileURL}
                          download={row.name}
                        />,
                      ]
                    : []),
                  ...(writable
                    ? [
                        <Popconfirm
                          key="delete"
                          title={`Delete ${row.name}?`}
                          okText="Delete"
                          okButtonProps={{ danger: true }}
                          onConfirm={() => deleteRow(row)}
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Delete ${row.name}`}
                          />
                        </Popconfirm>,
                      ]
                    : []),
                ],
            title: (
              <Flex gap={6} wrap align="center">
                {placeholder ? (
                  <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    style={{
                      padding: 0,
                      height: 'auto',
                      whiteSpace: 'normal',
                      textAlign: 'left',
                      overflowWrap: 'anywhere',
                    }}
                    onClick={() =>
                      setViewing({
                        id: row.id!,
                        name: row.name,
                        extension: row.extension,
                        ...(row.fileURL ? { fileURL: row.fileURL } : {}),
                      })
                    }
                  >
                    {row.name}
                  </Button>
                )}
                {typeLabel ? <Tag>{typeLabel}</Tag> : null}
                {row.required ? <Tag color={placeholder ? 'red' : 'green'}>Required</Tag> : null}
              </Flex>
            ),
            description: placeholder
              ? 'Not uploaded yet'
              : [row.createdBy, row.createdDateTime ? portalDateTime(row.createdDateTime) : undefined]
                  .filter(Boolean)
                  .join(' · ') || undefined,
          };
        })}
      />
    );

  return (
    <section aria-label={`Documents of ${entityTypeLabel(props.entityType)} ${props.entityId}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Documents
        </Typography.Title>
        {writable ? (
          <Button icon={<UploadOutlined />} onClick={() => setUploading({})}>
            Upload Document
          </Button>
        ) : null}
      </Flex>
      {body}
      {uploading ? (
        <DocumentUploadDialog
          open
          record={record}
          initialFileType={uploading.fileType}
          onClose={() => setUploading(null)}
        />
      ) : null}
      <DocumentViewer document={viewing} open={viewing !== null} onClose={() => setViewing(null)} />
    </section>
  );
}
