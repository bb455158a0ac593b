// The shipment preview's sub-pages that other apps render: financials (mf-financials), cases and
// documents (mf-cases-notes). Each is a RemoteRegion, so an app that is down shows its own fallback and
// the rest of the preview keeps working. Cases and documents are keyed by the shipment's id, which
// comes with the shipment; until then they show its loading state.
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';

export type LoadedShipment = Pick<Shipment, 'id' | 'shipmentNumber'>;

export function ShipmentFinancialsRegion({ shipmentNumber }: { shipmentNumber: string }) {
  return <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber }} />;
}

export function ShipmentCasesRegion({ shipment }: { shipment: LoadedShipment | undefined }) {
  if (!shipment) return <LoadingState label="Loading shipment" />;
  return (
    <RemoteRegion
      module="mf_cases_notes/ShipmentCases"
      props={{ shipmentId: shipment.id, shipmentNumber: shipment.shipmentNumber }}
    />
  );
}

export function ShipmentDocumentsRegion({ shipment }: { shipment: LoadedShipment | undefined }) {
  if (!shipment) return <LoadingState label="Loading shipment" />;
  return (
    <RemoteRegion
      module="mf_cases_notes/DocumentsPanel"
      props={{
        entityType: EntityType.Shipment,
        entityId: shipment.id,
        shipmentId: shipment.id,
        shipmentNumber: shipment.shipmentNumber,
      }}
    />
  );
}
