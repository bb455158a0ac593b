// The proof-of-delivery upload at one dropoff, for a driver's phone (./DocumentsPanel with
// `proofOfDeliveryStop`): 'Take Photo' opens the camera, 'Choose File' the files (a photo or the PDF the
// consignee signed). The file is sent as soon as it is picked, as a Proof of Delivery filed against the
// stop, through the one upload path (the dialog's rules and messages, spec 001 §5, §8).
import { useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CameraOutlined, PaperClipOutlined } from '@ant-design/icons';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import type { ProofOfDeliveryStop } from '@trucks/shared-contracts/federation/remote-modules';
import { useDocumentUpload } from '../hooks/use-document-upload';
import type { UploadRecord } from '../lib/document-upload-rules';

const ACCEPTED = 'image/png,image/jpeg,image/tiff,application/pdf,.pdf,.png,.jpg,.jpeg,.tif,.tiff';

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
  const [sent, setSent] = useState<string | null>(null);
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
    send({ file, fileType: DocumentFileType.ProofOfDelivery, dropoffStopId: stop.stopId }, (document) =>
      setSent(document.name),
    );
  };

  return (
    <div>
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
          accept={ACCEPTED}
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
      {sent ? (
        <Typography.Paragraph role="status" type="success" style={{ margin: '8px 0 0' }}>
          Sent: {sent}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
