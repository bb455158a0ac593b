// Proof of delivery at a dropoff, from the phone: 'Take Photo' opens the camera, 'Choose File' the
// files (a photo or a PDF the consignee signed). The upload is sent as soon as it is picked, and the
// spec's strings answer it (001 §8: 'Document uploaded successfully'; the error's message, else 'An
// unknown error has occurred').
import { useRef } from 'react';
import { App, Button, Flex } from 'antd';
import { CameraOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { useUploadShipmentDocument } from '../api/proof-of-delivery';

const UPLOAD_SUCCEEDED = 'Document uploaded successfully';
const UPLOAD_FAILED_FALLBACK = 'An unknown error has occurred';
const ACCEPTED = 'image/png,image/jpeg,image/tiff,application/pdf,.pdf,.png,.jpg,.jpeg,.tif,.tiff';

export function ProofOfDeliveryUpload({ shipment, stop }: { shipment: Shipment; stop: Stop }) {
  const { message } = App.useApp();
  const upload = useUploadShipmentDocument();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const send = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    upload.mutate(
      {
        params: { id: shipment.id },
        body: {
          file,
          name: file.name || `POD ${shipment.shipmentNumber} stop ${stop.stopNumber}.jpg`,
          fileType: DocumentFileType.ProofOfDelivery,
          stopId: stop.id,
        },
      },
      {
        onSuccess: () => void message.success(UPLOAD_SUCCEEDED),
        onError: (error) => void message.error(error.message || UPLOAD_FAILED_FALLBACK),
      },
    );
  };
  const label = `stop ${stop.stopNumber} of shipment ${shipment.shipmentNumber}`;
  return (
    <Flex gap={8} wrap>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={`Photo of the proof of delivery for ${label}`}
        onChange={(event) => send(event.currentTarget)}
      />
      <input
        ref={files}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-label={`Proof of delivery file for ${label}`}
        onChange={(event) => send(event.currentTarget)}
      />
      <Button
        type="primary"
        icon={<CameraOutlined />}
        loading={upload.isPending}
        onClick={() => camera.current?.click()}
      >
        Take Photo
      </Button>
      <Button icon={<PaperClipOutlined />} disabled={upload.isPending} onClick={() => files.current?.click()}>
        Choose File
      </Button>
    </Flex>
  );
}
