// The shipper's own shipment documents (issue 41, item 1): the documents of a managed shipment by its
// id, its seeded paperwork, uploads filed on it or on its dropoff, and nothing for another company.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { OrderDropoffs, PortalDocument } from '@trucks/shared-contracts/domain/document';
import { multipartBody } from '../test-support/trucks-api-harness';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { renderPng } from '../seed/document-files';

const trucks = useTrucksApi({ shipper: 'shipper', carrier: 'carrier-admin' });
const managed = (shipmentNumber: string) => trucks.api.store.shipper.shipments.get(shipmentNumber)!;
const shipperOnly = (status: ShipmentStatus) =>
  [...trucks.api.store.shipper.shipments.values()].find(
    (s) => Number(s.shipmentNumber) >= 4_900_001 && s.status === status,
  )!;

function upload(fields: Record<string, string>) {
  return trucks.shipper.call(API.casesNotesDocuments.uploadDocument, {
    multipart: multipartBody(fields, [
      { field: 'data', fileName: 'dock-receipt.png', contentType: 'image/png', bytes: renderPng(3, 16, 16) },
    ]),
  });
}

describe('a shipper-only shipment’s documents, by the shipment’s id', () => {
  it('lists the BOL and the rate confirmation once booked, and the POD once delivered', async () => {
    const booked = shipperOnly(ShipmentStatus.Booked);
    const response = await trucks.shipper.call(API.shipments.documents, { params: { id: booked.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalDocument[]>().map((d) => d.name)).toEqual(
      expect.arrayContaining([
        `BOL ${booked.shipmentNumber}.pdf`,
        `Rate Confirmation ${booked.shipmentNumber}.pdf`,
      ]),
    );
    const delivered = shipperOnly(ShipmentStatus.Delivered);
    const types = (await trucks.shipper.call(API.shipments.documents, { params: { id: delivered.id } })).json<
      PortalDocument[]
    >();
    expect(types.map((d) => d.fileType).sort()).toEqual([
      DocumentFileType.ProofOfDelivery,
      DocumentFileType.BillOfLading,
      DocumentFileType.SignedRateConfirmation,
    ]);
  });

  it('answers the shipment of issue 41 (4900011, not yet booked) with an empty list, not a 404', async () => {
    const response = await trucks.shipper.call(API.shipments.documents, {
      params: { id: managed('4900011').id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('files an upload on the shipment and lists it', async () => {
    const shipment = managed('4900011');
    const response = await upload({
      name: 'dock-receipt.png',
      fileType: String(DocumentFileType.ShipmentMiscellaneous),
      shipmentId: shipment.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalDocument>()).toMatchObject({
      entityType: EntityType.Shipment,
      entityId: shipment.id,
    });
    const event = await trucks.shipper.call(API.casesNotesDocuments.shipmentDocumentEvent, {
      params: { id: shipment.id },
      body: {
        documentId: response.json<PortalDocument>().id,
        fileType: DocumentFileType.ShipmentMiscellaneous,
        action: 'Uploaded',
      },
    });
    expect(event.statusCode).toBe(204);
    const listed = await trucks.shipper.call(API.shipments.documents, { params: { id: shipment.id } });
    expect(listed.json<PortalDocument[]>().map((d) => d.name)).toContain('dock-receipt.png');
  });

  it('files a proof of delivery on one of the shipment’s dropoffs', async () => {
    const shipment = shipperOnly(ShipmentStatus.InTransit);
    const dropoffs = await trucks.shipper.call(API.shipments.orderDropoffs, { params: { id: shipment.id } });
    expect(dropoffs.statusCode).toBe(200);
    const stopId = dropoffs.json<OrderDropoffs[]>()[0]!.dropoffs[0]!.stopId;
    const response = await upload({
      fileType: String(DocumentFileType.ProofOfDelivery),
      orderStopId: stopId,
      shipmentId: shipment.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalDocument>().entityId).toBe(shipment.id);
  });

  it('does not show or take documents of a shipment of another company', async () => {
    const shipment = shipperOnly(ShipmentStatus.Booked);
    const listed = await trucks.carrier.call(API.shipments.documents, { params: { id: shipment.id } });
    expect(listed.statusCode).toBe(404);
    const response = await trucks.carrier.call(API.casesNotesDocuments.uploadDocument, {
      multipart: multipartBody(
        { fileType: String(DocumentFileType.ShipmentMiscellaneous), shipmentId: shipment.id },
        [{ field: 'data', fileName: 'x.png', contentType: 'image/png', bytes: renderPng(3, 16, 16) }],
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('No shipment found for upload');
  });
});
