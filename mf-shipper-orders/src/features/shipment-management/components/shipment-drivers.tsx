// The drivers of a shipper's shipment (spec 001 §2, §7 'drivers save and remove'): the booked carrier's
// drivers with phone and email links; once a carrier is booked and before delivery, Assign Driver
// (assign-driver-drawer.tsx) up to a team of two, and Remove with confirmation: '{name} removed from
// shipment {n}'.
import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { useErrorToast } from '../../../ui/use-error-toast';
import { useRemoveShipmentDriver, useShipmentDrivers } from '../api/tms-shipments';
import { useAssetsEditable } from '../hooks/use-assets-editable';
import { driverName } from '../lib/shipment-driver';
import { AssignDriverDrawer } from './assign-driver-drawer';

const driverRemovedText = (name: string, n: string) => `${name} removed from shipment ${n}`;
/** A team at most (the API takes two drivers). */
const MAX_DRIVERS = 2;

export function ShipmentDrivers({ shipment }: { shipment: ManagedShipment }) {
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const drivers = useShipmentDrivers(shipment.shipmentNumber);
  const editable = useAssetsEditable(shipment);
  const remove = useRemoveShipmentDriver();
  const [removing, setRemoving] = useState<ShipmentDriver | null>(null);
  const [assigning, setAssigning] = useState(false);
  const onShipment = drivers.data ?? [];
  return (
    <DetailSection
      title="Drivers"
      loading={drivers.isLoading}
      extra={
        editable && onShipment.length < MAX_DRIVERS ? (
          <Button size="small" onClick={() => setAssigning(true)}>
            Assign Driver
          </Button>
        ) : null
      }
    >
      {drivers.data?.length ? (
        <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {drivers.data.map((d) => (
            <li key={d.id}>
              <Flex justify="space-between" align="start" gap={8} wrap>
                <Flex vertical>
                  <Typography.Text strong>{driverName(d)}</Typography.Text>
                  {d.phoneNumber ? <a href={`tel:${d.phoneNumber}`}>{d.phoneNumber}</a> : null}
                  {d.emailAddress ? <a href={`mailto:${d.emailAddress}`}>{d.emailAddress}</a> : null}
                </Flex>
                {editable ? (
                  <Button size="small" danger onClick={() => setRemoving(d)}>
                    Remove {driverName(d)}
                  </Button>
                ) : null}
              </Flex>
            </li>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">No driver assigned yet.</Typography.Text>
      )}
      <AssignDriverDrawer
        shipmentNumber={shipment.shipmentNumber}
        onShipment={onShipment}
        open={assigning}
        onClose={() => setAssigning(false)}
      />
      <Modal
        open={removing !== null}
        title={removing ? `Remove ${driverName(removing)}?` : ''}
        okText="Remove"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setRemoving(null)}
        onOk={() => {
          if (!removing) return;
          remove.mutate(
            { params: { shipmentNumber: shipment.shipmentNumber, driverId: removing.id } },
            {
              onSuccess: () => {
                void message.success(driverRemovedText(driverName(removing), shipment.shipmentNumber));
                setRemoving(null);
              },
              onError: toastError,
            },
          );
        }}
      >
        The driver is taken off this shipment; assign another from the carrier's drivers.
      </Modal>
    </DetailSection>
  );
}
