// The proof-of-delivery upload at one dropoff (a driver's phone) is mf-cases-notes' DocumentsPanel
// with that stop: the suite's one upload path. A RemoteRegion, so when that app is down the card shows
// 'Cases and Notes is unavailable' with Retry there and keeps the rest.
import { Flex, Skeleton } from 'antd';
import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { PROOF_OF_DELIVERY_MODULE } from '../lib/proof-of-delivery-module';

/**
 * Holds the place of what loads (the Take Photo and Choose File buttons' 32 px row and the limits'
 * 22 px line under it): the region's default spinner is taller, and the cards below it moved when the
 * buttons arrived. What is already on file comes with the buttons (the page reads it ahead).
 */
const UPLOAD_PLACEHOLDER = (
  <div role="status" aria-label="Loading Cases and Notes" aria-busy="true">
    <Flex gap={8}>
      <Skeleton.Button active style={{ width: 122 }} />
      <Skeleton.Button active style={{ width: 128 }} />
    </Flex>
    <div style={{ height: 22, marginTop: 4, display: 'flex', alignItems: 'center' }}>
      <Skeleton.Input active size="small" style={{ width: 240, minWidth: 0, height: 14 }} />
    </div>
  </div>
);

export function ProofOfDeliveryRegion({
  shipment,
  stop,
}: {
  shipment: Pick<Shipment, 'id' | 'shipmentNumber'>;
  stop: Stop;
}) {
  return (
    <RemoteRegion
      module={PROOF_OF_DELIVERY_MODULE}
      loading={UPLOAD_PLACEHOLDER}
      props={{
        entityType: EntityType.Shipment,
        entityId: shipment.id,
        shipmentId: shipment.id,
        shipmentNumber: shipment.shipmentNumber,
        proofOfDeliveryStop: { stopId: stop.id, stopNumber: stop.stopNumber },
      }}
    />
  );
}
