// The one upload path of the suite (spec 001 §5, §8), used by the upload dialog and by the
// proof-of-delivery upload of a driver's phone: the dialog's rules first (checkUpload, its message
// shown), then POST documents, the spec's success string, the document trigger and, on a shipment, the
// shipment document event. A refusal shows the error's message, else 'An unknown error has occurred'.
import { App } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useDocumentTrigger, useShipmentDocumentEvent, useUploadDocument } from '../api/documents';
import { UPLOAD_MESSAGES, checkUpload } from '../lib/document-upload-rules';
import type { UploadCheck, UploadChoice, UploadRecord } from '../lib/document-upload-rules';

const CARRIER_SIDE = ['CarrierPortal', 'FactoringCompanyPortal', 'DriverPortal'];

/** 'the error's message, else 'An unknown error has occurred'' (spec 001 §8). */
const uploadErrorText = (error: ApiError) =>
  error.messages.length > 0 ? error.messages.join(' - ') : UPLOAD_MESSAGES.unknownError;

export function useDocumentUpload(record: UploadRecord) {
  const { message } = App.useApp();
  const permissions = useSession((session) => session.user?.permissions);
  const shipperSide = !!permissions && !permissions.some((p) => CARRIER_SIDE.includes(p));
  const upload = useUploadDocument();
  const trigger = useDocumentTrigger();
  const event = useShipmentDocumentEvent();

  /** Checks and sends the choice; answers the broken rule (its message already shown) or ok. */
  const send = (choice: UploadChoice, onUploaded?: (document: PortalDocument) => void): UploadCheck => {
    const checked = checkUpload(choice, record);
    if (!checked.ok) {
      void message.error(checked.message);
      return checked;
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
          onUploaded?.(document);
        },
        onError: (error) => void message.error(uploadErrorText(error)),
      },
    );
    return checked;
  };
  return { send, pending: upload.isPending };
}
