// The upload dialog (spec 001 §2, §5, §8): a file picker and a file type; a proof of delivery also
// asks for the dropoff among the shipment's order dropoffs. After the upload: the document trigger
// and, on a shipment, the shipment document event. A failed upload keeps the file and the type.
import { useState } from 'react';
import { App, Button, Form, Modal, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import {
  DOCUMENT_FILE_TYPE_LABEL,
  DocumentFileType,
} from '@trucks/shared-contracts/domain/document-file-type';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import {
  useDocumentTrigger,
  useOrderDropoffs,
  useShipmentDocumentEvent,
  useUploadDocument,
} from '../api/documents';
import { UPLOAD_MESSAGES, checkUpload, uploadFileTypes } from './document-upload-rules';
import type { UploadChoice, UploadRecord } from './document-upload-rules';

const CARRIER_SIDE = ['CarrierPortal', 'FactoringCompanyPortal', 'DriverPortal'];

/** 'the error's message, else 'An unknown error has occurred'' (spec 001 §8). */
const uploadErrorText = (error: ApiError) =>
  error.messages.length > 0 ? error.messages.join(' - ') : UPLOAD_MESSAGES.unknownError;

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
  const { message } = App.useApp();
  const phone = useIsPhone();
  const permissions = useSession((session) => session.user?.permissions);
  const shipperSide = !!permissions && !permissions.some((p) => CARRIER_SIDE.includes(p));
  const [choice, setChoice] = useState<UploadChoice>({
    file: undefined,
    fileType: initialFileType,
    dropoffStopId: undefined,
  });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const upload = useUploadDocument();
  const trigger = useDocumentTrigger();
  const event = useShipmentDocumentEvent();
  const isPod = choice.fileType === DocumentFileType.ProofOfDelivery;
  const dropoffs = useOrderDropoffs(record.shipmentId, open && isPod);
  const saving = upload.isPending;

  const set = (next: Partial<UploadChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const submit = () => {
    const checked = checkUpload(choice, record);
    if (!checked.ok) {
      setProblem(checked);
      void message.error(checked.message);
      return;
    }
    upload.mutate(
      { body: checked.body },
      {
        onSuccess: (document) => {
          void message.success(shipperSide ? UPLOAD_MESSAGES.uploadedShipperSide : UPLOAD_MESSAGES.uploaded);
          trigger.mutate({ params: { id: document.id }, body: { fileType: checked.body.fileType } });
          if (record.shipmentId)
            event.mutate({
              params: { id: record.shipmentId },
              body: { documentId: document.id, fileType: checked.body.fileType, action: 'Uploaded' },
            });
          onClose();
        },
        onError: (error) => void message.error(uploadErrorText(error)),
      },
    );
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
        <Form.Item label="File" required {...errorOf('file')}>
          <Upload
            accept=".pdf,.png,.jpeg,.jpg,.tif,.tiff"
            maxCount={1}
            beforeUpload={(file) => {
              set({ file });
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
