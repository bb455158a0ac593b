// The proof-of-delivery upload at one dropoff (a driver's phone) is mf-cases-notes' DocumentsPanel
// with that stop: the suite's one upload path. A RemoteRegion, so when that app is down the card shows
// 'Cases and Notes is unavailable' with Retry there and keeps the rest.
import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { UploadButtonsSkeleton } from '@trucks/shared-ui/loading-state';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { PROOF_OF_DELIVERY_MODULE } from '../lib/proof-of-delivery-module';

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
      // The upload's own shape while its code loads: the card does not move when it arrives.
      loading={<UploadButtonsSkeleton label="Loading Cases and Notes" />}
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
