// Rescind and Void on a shipment (spec 001 §7) ask for confirmation with an optional reason:
// 'Shipment {number} rescinded' / 'Shipment {number} voided'; a refusal is a toast.
import { useState } from 'react';
import { App, Input, Modal, Typography } from 'antd';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { useErrorToast } from '../../../ui/use-error-toast';
import { useRescindBooking, useVoidShipment } from '../api/tms-shipments';

export function ReasonModal({
  shipment,
  kind,
  onClose,
}: {
  shipment: ManagedShipment;
  kind: 'rescind' | 'void' | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const rescind = useRescindBooking();
  const voidShipment = useVoidShipment();
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const mutation = kind === 'rescind' ? rescind : voidShipment;
  return (
    <Modal
      open={kind !== null}
      title={
        kind === 'rescind'
          ? `Rescind the booking of shipment ${shipment.shipmentNumber}?`
          : `Void shipment ${shipment.shipmentNumber}?`
      }
      okText={kind === 'rescind' ? 'Rescind' : 'Void'}
      okButtonProps={{ danger: true }}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      onOk={() =>
        mutation.mutate(
          {
            params: { shipmentNumber: shipment.shipmentNumber },
            body: reason.trim() ? { reason: reason.trim() } : {},
          },
          {
            onSuccess: (s) => {
              void message.success(
                kind === 'rescind'
                  ? `Shipment ${s.shipmentNumber} rescinded`
                  : `Shipment ${s.shipmentNumber} voided`,
              );
              setReason('');
              onClose();
            },
            onError: toastError,
          },
        )
      }
    >
      <Typography.Paragraph>
        {kind === 'rescind'
          ? 'The carrier is released and the shipment is ready to book again.'
          : 'The shipment is cancelled and its orders are open again.'}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason (optional)"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
