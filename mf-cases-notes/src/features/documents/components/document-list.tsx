// The documents of one entity (a shipment, an invoice, a case): the list with required-document
// placeholders until uploaded, the viewer, the upload dialog and delete with confirmation (spec 001
// §2, §3, §5, §8). A case's documents are those of its shipment (README decision).
import { useState } from 'react';
import { App, Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type {
  DocumentsPanelProps,
  ViewableDocument,
} from '@trucks/shared-contracts/federation/remote-modules';
import { DOCUMENT_FILE_TYPE_LABEL } from '@trucks/shared-contracts/domain/document-file-type';
import type { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { ENTITY_TYPE_LABEL } from '@trucks/shared-contracts/domain/entity-type';
import type { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import { portalDateTime } from '../../../lib/portal-date-time';
import {
  useDeleteDocument,
  useInvoiceDocuments,
  useShipmentDocumentEvent,
  useShipmentDocuments,
} from '../api/documents';
import { DocumentUploadDialog } from './document-upload-dialog';
import { UPLOAD_MESSAGES, isInvoiceEntity, uploadRecordOf } from '../lib/document-upload-rules';
import type { UploadRecord } from '../lib/document-upload-rules';
import { DocumentViewer } from './document-viewer';

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

function entityTypeLabel(entityType: EntityType): string {
  return ENTITY_TYPE_LABEL[entityType] ?? 'record';
}

function useDocumentRows(props: DocumentsPanelProps, record: UploadRecord) {
  const isInvoice = isInvoiceEntity(props.entityType);
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

interface RowHandlers {
  writable: boolean;
  onUpload: (row: DocumentRow) => void;
  onView: (row: DocumentRow) => void;
  onDelete: (row: DocumentRow) => void;
}

/** Upload for a placeholder; download and delete for an uploaded document. */
function documentActions(row: DocumentRow, { writable, onUpload, onDelete }: RowHandlers) {
  if (row.id === null)
    return writable
      ? [
          <Button key="upload" size="small" icon={<UploadOutlined />} onClick={() => onUpload(row)}>
            Upload
          </Button>,
        ]
      : [];
  return [
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
            onConfirm={() => onDelete(row)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.name}`} />
          </Popconfirm>,
        ]
      : []),
  ];
}

/** The document's name (a link to the viewer once uploaded), its file type and whether it is required. */
function DocumentTitle({ row, onView }: { row: DocumentRow; onView: (row: DocumentRow) => void }) {
  const typeLabel = row.fileType === undefined ? undefined : DOCUMENT_FILE_TYPE_LABEL[row.fileType];
  const placeholder = row.id === null;
  return (
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
          onClick={() => onView(row)}
        >
          {row.name}
        </Button>
      )}
      {typeLabel ? <Tag>{typeLabel}</Tag> : null}
      {row.required ? <Tag color={placeholder ? 'red' : 'green'}>Required</Tag> : null}
    </Flex>
  );
}

/** A placeholder reads '(not uploaded)' to a screen reader too. */
const documentLabel = (row: DocumentRow) => `${row.name}${row.id === null ? ' (not uploaded)' : ''}`;

function DocumentItem({ row, handlers }: { row: DocumentRow; handlers: RowHandlers }) {
  return (
    <ShortListRow
      title={<DocumentTitle row={row} onView={handlers.onView} />}
      description={
        row.id === null
          ? 'Not uploaded yet'
          : [row.createdBy, row.createdDateTime ? portalDateTime(row.createdDateTime) : undefined]
              .filter(Boolean)
              .join(' · ') || undefined
      }
      actions={documentActions(row, handlers)}
    />
  );
}

/** The list, or while there is none, why: loading, an error to retry, or no documents yet. */
function DocumentListBody({
  query,
  rows,
  entityType,
  handlers,
}: {
  query: ReturnType<typeof useDocumentRows>['query'];
  rows: DocumentRow[] | undefined;
  entityType: EntityType;
  handlers: RowHandlers;
}) {
  if (rows === undefined && query.isError)
    return <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} retrySize="middle" />;
  if (rows === undefined)
    return (
      <div role="status" aria-label="Loading documents">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  if (rows.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`No documents on this ${entityTypeLabel(entityType).toLowerCase()} yet`}
      />
    );
  return (
    <ShortList
      look="panel"
      items={rows}
      rowKey={(row) => row.key}
      itemLabel={documentLabel}
      renderItem={(row) => <DocumentItem row={row} handlers={handlers} />}
    />
  );
}

/** Deletes a document; on a shipment, the shipment's document event follows. */
function useDeleteDocumentRow(record: UploadRecord) {
  const { message } = App.useApp();
  const remove = useDeleteDocument();
  const event = useShipmentDocumentEvent();
  return (row: DocumentRow) => {
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
}

/** An entity's documents: the list with its placeholders, Upload Document, the viewer and delete. */
export function DocumentList(props: DocumentsPanelProps) {
  const record = uploadRecordOf(props);
  const { query, rows } = useDocumentRows(props, record);
  const [uploading, setUploading] = useState<{ fileType?: DocumentFileType } | null>(null);
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  const deleteRow = useDeleteDocumentRow(record);
  const writable = props.readOnly !== true;
  const handlers: RowHandlers = {
    writable,
    onUpload: (row) => setUploading({ fileType: row.fileType }),
    onView: (row) =>
      setViewing({
        id: row.id!,
        name: row.name,
        extension: row.extension,
        ...(row.fileURL ? { fileURL: row.fileURL } : {}),
      }),
    onDelete: deleteRow,
  };

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
      <DocumentListBody query={query} rows={rows} entityType={props.entityType} handlers={handlers} />
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
