import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { checkUpload, uploadFileTypes } from './document-upload-rules';

const file = new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' });
const shipment = { entityType: EntityType.Shipment, shipmentId: 'ship-1', invoiceId: undefined };
const invoice = { entityType: EntityType.ThirdParty, shipmentId: undefined, invoiceId: 'inv-1' };

describe('upload dialog rules (spec 001 §5)', () => {
  it("a file must be chosen: 'Please select a file'; a file type: 'Please select a file type'", () => {
    expect(
      checkUpload(
        { file: undefined, fileType: DocumentFileType.BillOfLading, dropoffStopId: undefined },
        shipment,
      ),
    ).toEqual({
      ok: false,
      field: 'file',
      message: 'Please select a file',
    });
    expect(checkUpload({ file, fileType: undefined, dropoffStopId: undefined }, shipment)).toEqual({
      ok: false,
      field: 'fileType',
      message: 'Please select a file type',
    });
  });

  it("proof of delivery needs a dropoff: 'No dropoff selected for upload'", () => {
    const pod = { file, fileType: DocumentFileType.ProofOfDelivery, dropoffStopId: undefined };
    expect(checkUpload(pod, shipment)).toMatchObject({
      ok: false,
      message: 'No dropoff selected for upload',
    });
    expect(checkUpload({ ...pod, dropoffStopId: 'stop-2' }, shipment)).toEqual({
      ok: true,
      body: { name: 'pod.pdf', data: file, fileType: 12, orderStopId: 'stop-2', shipmentId: 'ship-1' },
    });
  });

  it("shipment miscellaneous needs a shipment: 'No shipment found for upload'", () => {
    const misc = { file, fileType: DocumentFileType.ShipmentMiscellaneous, dropoffStopId: undefined };
    expect(checkUpload(misc, invoice)).toMatchObject({ ok: false, message: 'No shipment found for upload' });
    expect(checkUpload(misc, shipment)).toMatchObject({ ok: true, body: { shipmentId: 'ship-1' } });
  });

  it("AP or third-party types need an invoice: 'No invoice found for upload'", () => {
    for (const fileType of [DocumentFileType.ApInvoice, DocumentFileType.ThirdParty]) {
      expect(checkUpload({ file, fileType, dropoffStopId: undefined }, shipment)).toMatchObject({
        ok: false,
        message: 'No invoice found for upload',
      });
    }
    expect(
      checkUpload({ file, fileType: DocumentFileType.ThirdParty, dropoffStopId: undefined }, invoice),
    ).toMatchObject({
      ok: true,
      body: { thirdPartyInvoiceId: 'inv-1' },
    });
    expect(
      checkUpload(
        { file, fileType: DocumentFileType.ApInvoice, dropoffStopId: undefined },
        { ...invoice, entityType: EntityType.ApInvoice },
      ),
    ).toMatchObject({ ok: true, body: { apInvoiceId: 'inv-1' } });
  });

  it('a third-party invoice offers proof of delivery, shipment miscellaneous, AP invoice and third party (001 §3)', () => {
    expect(uploadFileTypes(EntityType.ThirdParty)).toEqual([12, 45, 18, 64]);
  });
});
