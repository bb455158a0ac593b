// Documents: the shelf every part of the seed adds to, and the paperwork of booked freight (rate
// confirmation for every booked load, proof of delivery and sometimes a trailer photo once delivered).
// Files are described here and rendered on first read (document-files.ts).
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { DocumentRecord, ShipmentRecord } from '../store/records';
import type { Faker } from './seeded-faker';

type NewDocument = Omit<DocumentRecord, 'id' | 'fileURL' | 'bytes' | 'createdDateTime'> & {
  id?: string;
  createdDateTime?: string;
};

export interface DocumentShelf {
  documents: Map<string, DocumentRecord>;
  addDocument: (doc: NewDocument) => DocumentRecord;
}

export function documentShelf(faker: Faker, referenceDay: Date): DocumentShelf {
  const documents = new Map<string, DocumentRecord>();
  const addDocument = (doc: NewDocument): DocumentRecord => {
    const id = doc.id ?? faker.string.uuid();
    const record: DocumentRecord = {
      ...doc,
      id,
      fileURL: `/api/v1/documents/${id}`,
      bytes: null,
      createdDateTime: doc.createdDateTime ?? referenceDay.toISOString(),
    };
    documents.set(id, record);
    return record;
  };
  return { documents, addDocument };
}

/** Rate confirmation and bill of lading for every booked load; proof of delivery once delivered. */
export function addShipmentDocuments(
  faker: Faker,
  shelf: DocumentShelf,
  shipment: ShipmentRecord,
  carrier: { id: string; name: string },
): void {
  const last = shipment.stops[shipment.stops.length - 1]!;
  const ofShipment = {
    entityType: EntityType.Shipment,
    entityId: shipment.id,
    entityDescription: `Shipment ${shipment.shipmentNumber}`,
  };
  shelf.addDocument({
    name: `Rate Confirmation ${shipment.shipmentNumber}.pdf`,
    extension: 'pdf',
    fileType: DocumentFileType.SignedRateConfirmation,
    ...ofShipment,
    ownerCompanyId: null,
    required: false,
    contentType: 'application/pdf',
    render: {
      kind: 'pdf',
      title: `Rate Confirmation ${shipment.shipmentNumber}`,
      lines: rateConfirmationLines(shipment, carrier.name),
    },
  });
  if (shipment.status < ShipmentStatus.Delivered) return;
  shelf.addDocument({
    name: `POD ${shipment.shipmentNumber}.pdf`,
    extension: 'pdf',
    fileType: DocumentFileType.ProofOfDelivery,
    ...ofShipment,
    ownerCompanyId: carrier.id,
    required: false,
    contentType: 'application/pdf',
    render: {
      kind: 'pdf',
      title: `Proof of Delivery ${shipment.shipmentNumber}`,
      lines: [
        `Delivered to ${last.locationName ?? last.city}`,
        `${last.city}, ${last.state} ${last.zip}`,
        `Signed: ${faker.person.fullName()}`,
      ],
    },
  });
  if (faker.datatype.boolean(0.3)) {
    shelf.addDocument({
      name: `Trailer photo ${shipment.shipmentNumber}.png`,
      extension: 'png',
      fileType: DocumentFileType.TrailerPicture,
      ...ofShipment,
      ownerCompanyId: carrier.id,
      required: false,
      contentType: 'image/png',
      render: { kind: 'png', seed: Number(shipment.shipmentNumber) },
    });
  }
}

function rateConfirmationLines(shipment: ShipmentRecord, carrierName: string): string[] {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  return [
    `Carrier: ${carrierName}`,
    `Shipment: ${shipment.shipmentNumber}`,
    `Pickup: ${first.city}, ${first.state} ${first.zip} at ${first.appointmentDateTime ?? ''}`,
    `Delivery: ${last.city}, ${last.state} ${last.zip} at ${last.appointmentDateTime ?? ''}`,
    `Miles: ${shipment.miles.toFixed(2)}  Weight: ${shipment.weight.toFixed(2)} lbs`,
    `Agreed rate: $${shipment.maxBuy.toFixed(2)} all in`,
  ];
}
