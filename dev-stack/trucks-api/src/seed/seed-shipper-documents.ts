// The paperwork of the shipper's booked shipments: the bill of lading the shipper issued and the
// carrier's rate confirmation once booked, the proof of delivery once delivered. Mirrored freight
// already carrying one of these from the carrier side does not get it twice. Ids come from the
// shipment's id, not the generator, so nothing seeded before moves.
import { createHash } from 'node:crypto';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { DocumentRecord } from '../store/records';
import type { ManagedShipmentRecord, ShipperState } from './shipper-records';

function idOf(shipmentId: string, kind: string): string {
  const h = createHash('sha256').update(`${shipmentId}:${kind}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function lane(shipment: ManagedShipmentRecord): string[] {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  return [`Pickup: ${first.locationAddress}`, `Delivery: ${last.locationAddress}`];
}

export function addShipperPaperwork(shipper: ShipperState, documents: Map<string, DocumentRecord>): void {
  const onFile = new Set(
    [...documents.values()]
      .filter((d) => d.entityType === EntityType.Shipment)
      .map((d) => `${d.entityId}:${d.fileType}`),
  );
  for (const shipment of shipper.shipments.values()) {
    const carrier = shipment.bookedCarrier;
    if (!carrier || shipment.status < ShipmentStatus.Booked) continue;
    const add = (
      fileType: DocumentFileType,
      title: string,
      ownerCompanyId: string | null,
      lines: string[],
    ): DocumentRecord | undefined => {
      if (onFile.has(`${shipment.id}:${fileType}`)) return undefined;
      const id = idOf(shipment.id, String(fileType));
      const record: DocumentRecord = {
        id,
        name: `${title} ${shipment.shipmentNumber}.pdf`,
        extension: 'pdf',
        fileURL: `/api/v1/documents/${id}`,
        createdDateTime: carrier.bookedDateTime,
        fileType,
        entityType: EntityType.Shipment,
        entityId: shipment.id,
        entityDescription: `Shipment ${shipment.shipmentNumber}`,
        ownerCompanyId,
        required: false,
        contentType: 'application/pdf',
        bytes: null,
        render: { kind: 'pdf', title: `${title} ${shipment.shipmentNumber}`, lines },
      };
      documents.set(id, record);
      return record;
    };
    const bol = add(DocumentFileType.BillOfLading, 'BOL', shipment.companyId, [
      `Shipment: ${shipment.shipmentNumber}`,
      `Orders: ${shipment.orderNumbers.join(', ')}`,
      ...lane(shipment),
    ]);
    if (bol) shipment.bolDocumentId = bol.id;
    add(DocumentFileType.SignedRateConfirmation, 'Rate Confirmation', null, [
      `Carrier: ${carrier.carrierName}`,
      `Shipment: ${shipment.shipmentNumber}`,
      ...lane(shipment),
    ]);
    if (shipment.status >= ShipmentStatus.Delivered)
      add(DocumentFileType.ProofOfDelivery, 'POD', carrier.carrierId, [
        `Shipment: ${shipment.shipmentNumber}`,
        `Delivered to ${shipment.stops[shipment.stops.length - 1]!.locationAddress}`,
      ]);
  }
}
