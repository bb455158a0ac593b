// The upload dialog (spec 001 §2, §5, §8): a file picker and a file type; a proof of delivery also
// asks for the dropoff among the shipment's order dropoffs. After the upload: the document trigger
// and, on a shipment, the shipment document event. A failed upload keeps the file and the type. The
// picker states what may be uploaded, and a file the API would refuse is refused as it is chosen.
import { useState } from 'react';
import { Button, Form, Modal, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  DOCUMENT_FILE_TYPE_LABEL,
  DocumentFileType,
} from '@trucks/shared-contracts/domain/document-file-type';
import {
  DOCUMENT_UPLOAD_ACCEPT,
  DOCUMENT_UPLOAD_LIMIT_TEXT,
  documentFileProblem,
} from '@trucks/shared-contracts/rules/document-upload-limits';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useOrderDropoffs } from '../api/documents';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { uploadFileTypes } from '../lib/document-upload-rules';
import type { UploadChoice, UploadRecord } from '../lib/document-upload-rules';

export function DocumentUploadDialog({
  open,
  onClose,
  record,
  initialFileType,
}: {
  open: boolean;
  onClose: () => void;
  record: UploadRecord;
  initialFileType?: DocumentFileType;
}) {
  const phone = useIsPhone();
  const [choice, setChoice] = useState<UploadChoice>({
    file: undefined,
    fileType: initialFileType,
    dropoffStopId: undefined,
  });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const { send, pending: saving } = useDocumentUpload(record);
  const isPod = choice.fileType === DocumentFileType.ProofOfDelivery;
  const dropoffs = useOrderDropoffs(record.shipmentId, open && isPod);
  // A file chosen and not uploaded yet: leaving the page asks first (issue 27).
  useUnsavedChangesGuard(open && choice.file !== undefined && !saving);

  const set = (next: Partial<UploadChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const submit = () => {
    const checked = send(choice, onClose);
    if (!checked.ok) setProblem(checked);
  };

  const errorOf = (field: string) =>
    problem?.field === field ? { validateStatus: 'error' as const, help: problem.message } : {};

  return (
    <Modal
      open={open}
      title="Upload Document"
      onCancel={onClose}
      width={phone ? '100%' : 520}
      destroyOnHidden
      okText="Upload"
      onOk={submit}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="File" required extra={DOCUMENT_UPLOAD_LIMIT_TEXT} {...errorOf('file')}>
          <Upload
            accept={DOCUMENT_UPLOAD_ACCEPT}
            maxCount={1}
            beforeUpload={(file) => {
              set({ file });
              const refused = documentFileProblem(file);
              if (refused) setProblem({ field: 'file', message: refused });
              return false;
            }}
            onRemove={() => set({ file: undefined })}
            fileList={choice.file ? [{ uid: 'chosen', name: choice.file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Choose File</Button>
          </Upload>
        </Form.Item>
        <Form.Item label="File Type" htmlFor="document-file-type" required {...errorOf('fileType')}>
          <Select
            id="document-file-type"
            placeholder="Choose a file type"
            value={choice.fileType}
            options={uploadFileTypes(record.entityType).map((type) => ({
              value: type,
              label: DOCUMENT_FILE_TYPE_LABEL[type],
            }))}
            onChange={(fileType: DocumentFileType) => set({ fileType, dropoffStopId: undefined })}
          />
        </Form.Item>
        {isPod ? (
          <Form.Item label="Dropoff" htmlFor="document-dropoff" required {...errorOf('dropoff')}>
            <Select
              id="document-dropoff"
              placeholder="Choose the dropoff"
              loading={dropoffs.isPending && dropoffs.fetchStatus !== 'idle'}
              value={choice.dropoffStopId}
              options={(dropoffs.data ?? []).flatMap((order) =>
                order.dropoffs.map((stop) => ({
                  value: stop.stopId,
                  label: `Order ${order.orderNumber} · Stop ${stop.stopNumber}`,
                })),
              )}
              onChange={(dropoffStopId: string) => set({ dropoffStopId })}
            />
          </Form.Item>
        ) : null}
        {problem?.field === 'record' ? (
          <div role="alert" style={{ color: 'var(--ant-color-error)' }}>
            {problem.message}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
