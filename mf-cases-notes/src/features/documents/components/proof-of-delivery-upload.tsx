// The proof-of-delivery upload at one dropoff, for a driver's phone (./DocumentsPanel with
// `proofOfDeliveryStop`): 'Take Photo' opens the camera, 'Choose File' the files (a photo or the PDF the
// consignee signed). The file is sent as soon as it is picked, as a Proof of Delivery filed against the
// stop, through the one upload path (the dialog's rules and messages, spec 001 §5, §8). What is already
// on file for the shipment is listed above the buttons, so a driver does not send it twice.
import { useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CameraOutlined, CheckCircleFilled, PaperClipOutlined } from '@ant-design/icons';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import type { ProofOfDeliveryStop } from '@trucks/shared-contracts/federation/remote-modules';
import {
  DOCUMENT_UPLOAD_ACCEPT,
  DOCUMENT_UPLOAD_LIMIT_TEXT,
} from '@trucks/shared-contracts/rules/document-upload-limits';
import { UploadButtonsSkeleton } from '@trucks/shared-ui/loading-state';
import { portalDateTime } from '../../../lib/portal-date-time';
import { useShipmentDocuments } from '../api/documents';
import { useDocumentUpload } from '../hooks/use-document-upload';
import type { UploadRecord } from '../lib/document-upload-rules';

/**
 * The shipment's proofs of delivery (the API does not say which dropoff each one is filed at). None
 * when they could not be read: the upload still works.
 */
function ProofsOnFile({ documents }: { documents: PortalDocument[] | undefined }) {
  const proofs = (documents ?? []).filter((d) => d.fileType === DocumentFileType.ProofOfDelivery);
  if (proofs.length === 0) return null;
  return (
    <section aria-label="Already on file" style={{ marginBottom: 8 }}>
      <Typography.Text strong>
        <CheckCircleFilled style={{ color: 'var(--ant-color-success)', marginInlineEnd: 6 }} />
        {proofs.length === 1
          ? 'A proof of delivery is on file for this shipment'
          : `${proofs.length} proofs of delivery are on file for this shipment`}
      </Typography.Text>
      <ul style={{ margin: '4px 0', paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
        {proofs.map((proof) => (
          <li key={proof.id}>
            {proof.name}
            {proof.createdDateTime ? (
              <Typography.Text type="secondary"> · {portalDateTime(proof.createdDateTime)}</Typography.Text>
            ) : null}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary">Send another only for a new signed copy.</Typography.Text>
    </section>
  );
}

export function ProofOfDeliveryUpload({
  record,
  stop,
  shipmentNumber,
}: {
  record: UploadRecord;
  stop: ProofOfDeliveryStop;
  shipmentNumber: string | undefined;
}) {
  const { send, pending } = useDocumentUpload(record);
  const documents = useShipmentDocuments(record.shipmentId);
  const [outcome, setOutcome] = useState<{ sent: string } | { refused: string } | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const label = `stop ${stop.stopNumber}${shipmentNumber ? ` of shipment ${shipmentNumber}` : ''}`;

  const pick = (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    // A camera photo may come without a name: the stop names it.
    const file =
      picked.name !== ''
        ? picked
        : new File([picked], `POD ${shipmentNumber ?? ''} stop ${stop.stopNumber}.jpg`, {
            type: picked.type,
          });
    setOutcome(null);
    const checked = send(
      { file, fileType: DocumentFileType.ProofOfDelivery, dropoffStopId: stop.stopId },
      (document) => setOutcome({ sent: document.name }),
    );
    if (!checked.ok) setOutcome({ refused: checked.message });
  };

  // The buttons come with what is on file, not before it: a driver does not tap Take Photo on a card
  // that then grows (a page that embeds the panel reads the documents ahead: shipmentDocumentsOptions).
  if (documents.isLoading) return <UploadButtonsSkeleton label="Loading proofs of delivery on file" />;
  return (
    <div>
      <ProofsOnFile documents={documents.data} />
      <Flex gap={8} wrap>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={`Photo of the proof of delivery for ${label}`}
          onChange={(event) => pick(event.currentTarget)}
        />
        <input
          ref={files}
          type="file"
          accept={DOCUMENT_UPLOAD_ACCEPT}
          hidden
          aria-label={`Proof of delivery file for ${label}`}
          onChange={(event) => pick(event.currentTarget)}
        />
        <Button
          type="primary"
          icon={<CameraOutlined />}
          loading={pending}
          onClick={() => camera.current?.click()}
        >
          Take Photo
        </Button>
        <Button icon={<PaperClipOutlined />} disabled={pending} onClick={() => files.current?.click()}>
          Choose File
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {DOCUMENT_UPLOAD_LIMIT_TEXT}
      </Typography.Paragraph>
      {outcome && 'sent' in outcome ? (
        <Typography.Paragraph role="status" type="success" style={{ margin: '8px 0 0' }}>
          Sent: {outcome.sent}
        </Typography.Paragraph>
      ) : null}
      {outcome && 'refused' in outcome ? (
        <Typography.Paragraph role="alert" type="danger" style={{ margin: '8px 0 0' }}>
          {outcome.refused}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
