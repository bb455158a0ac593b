// Documents over the real server: real PDF and PNG bytes, multipart uploads served back, the upload
// dialog's rules, 403 on another company's document, placeholders of third-party invoices.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type { InvoiceDocument } from '@trucks/shared-contracts/domain/invoice';
import { multipartBody } from '../test-support/trucks-api-harness';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { renderPng } from '../seed/document-files';

const D = API.casesNotesDocuments;
const F = API.financials;
const trucks = useTrucksApi({ admin: 'carrier-admin' });

const carrier = DEMO_COMPANIES.carrier.id;
const ownDelivered = () =>
  [...trucks.api.store.shipments.values()].filter((s) => s.carrierId === carrier && s.status >= 7);
const pngBytes = renderPng(7, 16, 16);

function upload(
  fields: Record<string, string>,
  file: { fileName: string; contentType: string; bytes: Uint8Array } | null = {
    fileName: 'receipt.png',
    contentType: 'image/png',
    bytes: pngBytes,
  },
) {
  return trucks.admin.call(D.uploadDocument, {
    multipart: multipartBody(fields, file ? [{ field: 'data', ...file }] : []),
  });
}

describe('GET v1/documents/{id}: the real file', () => {
  it('serves a seeded PDF and a seeded PNG as their bytes', async () => {
    const pdf = [...trucks.api.store.documents.values()].find(
      (d) => d.extension === 'pdf' && d.ownerCompanyId === carrier && d.render,
    )!;
    const pdfResponse = await trucks.admin.call(D.getDocument, { params: { id: pdf.id } });
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const png = [...trucks.api.store.documents.values()].find(
      (d) => d.extension === 'png' && d.ownerCompanyId === carrier && d.render,
    )!;
    const pngResponse = await trucks.admin.call(D.getDocument, { params: { id: png.id } });
    expect(pngResponse.headers['content-type']).toBe('image/png');
    expect([...pngResponse.rawPayload.subarray(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('serves the 20-page detention log of the demo carrier’s first case (the viewer’s paging)', async () => {
    const log = [...trucks.api.store.documents.values()].find((d) => d.name.startsWith('Detention log'))!;
    expect(log.entityType).toBe(EntityType.Case);
    const response = await trucks.admin.call(D.getDocument, { params: { id: log.id } });
    expect(response.statusCode).toBe(200);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(20);
  });

  it('answers 404 for another company’s document and for a placeholder without a file', async () => {
    const foreign = [...trucks.api.store.documents.values()].find(
      (d) => d.ownerCompanyId && d.ownerCompanyId !== carrier && d.entityType === EntityType.Shipment,
    )!;
    expect((await trucks.admin.call(D.getDocument, { params: { id: foreign.id } })).statusCode).toBe(404);
    const placeholder = [...trucks.api.store.documents.values()].find(
      (d) => d.required && d.ownerCompanyId === carrier,
    )!;
    expect((await trucks.admin.call(D.getDocument, { params: { id: placeholder.id } })).statusCode).toBe(404);
  });
});

describe('POST v2/documents (uploadData, multipart)', () => {
  it('stores a shipment miscellaneous file and serves the same bytes back', async () => {
    const shipment = ownDelivered()[0]!;
    const response = await upload({
      name: 'Lumper receipt.png',
      fileType: String(DocumentFileType.ShipmentMiscellaneous),
      shipmentId: shipment.id,
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json<PortalDocument>();
    expect(doc).toMatchObject({
      name: 'Lumper receipt.png',
      extension: 'png',
      fileType: DocumentFileType.ShipmentMiscellaneous,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
    });
    const back = await trucks.admin.call(D.getDocument, { params: { id: doc.id } });
    expect(Buffer.compare(back.rawPayload, pngBytes)).toBe(0);
    // The shipment's documents list shows it too.
    const listed = (await trucks.admin.call(API.shipments.documents, { params: { id: shipment.id } })).json<
      PortalDocument[]
    >();
    expect(listed.map((d) => d.id)).toContain(doc.id);
  });

  it('accepts uploadData as JSON with base64 data as well', async () => {
    const shipment = ownDelivered()[1]!;
    const response = await trucks.admin.inject({
      method: 'POST',
      url: '/v2/documents',
      payload: {
        name: 'photo.png',
        fileType: DocumentFileType.ShipmentMiscellaneous,
        shipmentId: shipment.id,
        data: Buffer.from(pngBytes).toString('base64'),
      },
    });
    expect(response.statusCode).toBe(200);
    const back = await trucks.admin.call(D.getDocument, {
      params: { id: response.json<PortalDocument>().id },
    });
    expect(Buffer.compare(back.rawPayload, pngBytes)).toBe(0);
  });

  it('applies the upload dialog’s rules (spec 001 §5) and stores nothing on bad input', async () => {
    const count = trucks.api.store.documents.size;
    const errorsOf = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
      const r = await response;
      expect(r.statusCode).toBe(400);
      return r.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await errorsOf(upload({ name: 'x.png' }, null))).toEqual({
      data: ['Please select a file'],
      fileType: ['Please select a file type'],
    });
    expect(await errorsOf(upload({ fileType: String(DocumentFileType.ProofOfDelivery) }))).toEqual({
      orderStopId: ['No dropoff selected for upload'],
    });
    expect(await errorsOf(upload({ fileType: String(DocumentFileType.ShipmentMiscellaneous) }))).toEqual({
      shipmentId: ['No shipment found for upload'],
    });
    expect(await errorsOf(upload({ fileType: String(DocumentFileType.ApInvoice) }))).toEqual({
      thirdPartyInvoiceId: ['No invoice found for upload'],
    });
    expect(
      await errorsOf(
        upload({ fileType: String(DocumentFileType.ThirdParty), apInvoiceId: 'no-such-invoice' }),
      ),
    ).toEqual({ apInvoiceId: ['No invoice found for upload'] });
    const shipment = ownDelivered()[0]!;
    expect(
      Object.keys(
        await errorsOf(
          upload(
            { fileType: String(DocumentFileType.ShipmentMiscellaneous), shipmentId: shipment.id },
            { fileName: 'virus.exe', contentType: 'application/octet-stream', bytes: pngBytes },
          ),
        ),
      ),
    ).toEqual(['name']);
    // Another carrier's shipment is not a place to upload to.
    const foreign = [...trucks.api.store.shipments.values()].find(
      (s) => s.carrierId && s.carrierId !== carrier,
    )!;
    expect(
      await errorsOf(
        upload({ fileType: String(DocumentFileType.ShipmentMiscellaneous), shipmentId: foreign.id }),
      ),
    ).toEqual({ shipmentId: ['No shipment found for upload'] });
    expect(trucks.api.store.documents.size).toBe(count);
  });

  it('fills a third-party invoice’s required placeholder and counts it as uploaded', async () => {
    const invoice = [...trucks.api.store.thirdPartyInvoices.values()].find(
      (i) =>
        i.carrierId === carrier &&
        [...trucks.api.store.documents.values()].some(
          (d) => d.entityId === i.invoiceId && d.required && d.fileType === DocumentFileType.ApInvoice,
        ),
    )!;
    const uploadedBefore = invoice.numberOfUploadedRequiredDocuments;
    const response = await upload(
      {
        name: 'Invoice 77.pdf',
        fileType: String(DocumentFileType.ApInvoice),
        thirdPartyInvoiceId: invoice.invoiceId,
      },
      { fileName: 'Invoice 77.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF') },
    );
    expect(response.statusCode).toBe(200);
    const documents = (
      await trucks.admin.call(F.invoiceDocuments, { params: { id: invoice.invoiceId } })
    ).json<InvoiceDocument[]>();
    const apDoc = documents.find((d) => d.type === DocumentFileType.ApInvoice)!;
    expect(apDoc).toMatchObject({ required: false, name: 'Invoice 77.pdf' });
    expect(
      trucks.api.store.thirdPartyInvoices.get(invoice.invoiceId)!.numberOfUploadedRequiredDocuments,
    ).toBe(uploadedBefore + 1);

    // Deleting it puts the placeholder back: the invoice still needs the document.
    expect((await trucks.admin.call(D.deleteDocument, { params: { id: apDoc.id! } })).json()).toEqual({
      resultId: apDoc.id,
    });
    const after = (await trucks.admin.call(F.invoiceDocuments, { params: { id: invoice.invoiceId } })).json<
      InvoiceDocument[]
    >();
    expect(after.find((d) => d.type === DocumentFileType.ApInvoice)).toMatchObject({
      required: true,
      fileURL: null,
    });
    expect(
      trucks.api.store.thirdPartyInvoices.get(invoice.invoiceId)!.numberOfUploadedRequiredDocuments,
    ).toBe(uploadedBefore);
  });

  it('files a proof of delivery on the dropoff and fills the invoice’s POD placeholder', async () => {
    const invoice = [...trucks.api.store.thirdPartyInvoices.values()].find(
      (i) =>
        i.carrierId === carrier &&
        [...trucks.api.store.documents.values()].some(
          (d) => d.entityId === i.invoiceId && d.required && d.fileType === DocumentFileType.ProofOfDelivery,
        ),
    )!;
    const shipment = trucks.api.store.shipments.get(invoice.shipmentId)!;
    const dropoff = shipment.stops.find((s) => s.stopType === StopType.Dropoff)!;
    const response = await upload({
      name: 'pod.png',
      fileType: String(DocumentFileType.ProofOfDelivery),
      orderStopId: dropoff.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalDocument>()).toMatchObject({
      entityType: EntityType.Shipment,
      entityId: shipment.id,
    });
    const documents = (
      await trucks.admin.call(F.invoiceDocuments, { params: { id: invoice.invoiceId } })
    ).json<InvoiceDocument[]>();
    expect(documents.find((d) => d.type === DocumentFileType.ProofOfDelivery)).toMatchObject({
      required: false,
    });
  });
});

describe('DELETE v2/documents/{id}', () => {
  it('answers 403 for another company’s document and keeps it (the portal shows "Failed to delete document")', async () => {
    const foreign = [...trucks.api.store.documents.values()].find(
      (d) => d.ownerCompanyId && d.ownerCompanyId !== carrier,
    )!;
    const rateConfirmation = [...trucks.api.store.documents.values()].find(
      (d) => d.fileType === DocumentFileType.SignedRateConfirmation && d.ownerCompanyId === null,
    )!;
    expect((await trucks.admin.call(D.deleteDocument, { params: { id: foreign.id } })).statusCode).toBe(403);
    expect(
      (await trucks.admin.call(D.deleteDocument, { params: { id: rateConfirmation.id } })).statusCode,
    ).toBe(403);
    expect(trucks.api.store.documents.has(foreign.id)).toBe(true);
    expect(
      (await trucks.admin.call(D.deleteDocument, { params: { id: 'no-such-document' } })).statusCode,
    ).toBe(404);
  });

  it('deletes the company’s own document; it is gone afterwards', async () => {
    const shipment = ownDelivered()[2]!;
    const doc = (
      await upload({
        name: 'extra.png',
        fileType: String(DocumentFileType.TrailerPicture),
        shipmentId: shipment.id,
      })
    ).json<PortalDocument>();
    expect((await trucks.admin.call(D.deleteDocument, { params: { id: doc.id } })).json()).toEqual({
      resultId: doc.id,
    });
    expect((await trucks.admin.call(D.getDocument, { params: { id: doc.id } })).statusCode).toBe(404);
  });
});

describe('document trigger and shipment document event', () => {
  it('re-files a document under the file type given; bad input changes nothing', async () => {
    const shipment = ownDelivered()[3]!;
    const doc = (
      await upload({
        name: 'bol.png',
        fileType: String(DocumentFileType.ShipmentMiscellaneous),
        shipmentId: shipment.id,
      })
    ).json<PortalDocument>();
    expect(
      (await trucks.admin.call(D.documentTrigger, { params: { id: doc.id }, body: { fileType: 'BOL' } }))
        .statusCode,
    ).toBe(400);
    expect(trucks.api.store.documents.get(doc.id)!.fileType).toBe(DocumentFileType.ShipmentMiscellaneous);
    expect(
      (
        await trucks.admin.call(D.documentTrigger, {
          params: { id: doc.id },
          body: { fileType: DocumentFileType.BillOfLading },
        })
      ).statusCode,
    ).toBe(204);
    expect(trucks.api.store.documents.get(doc.id)!.fileType).toBe(DocumentFileType.BillOfLading);
  });

  it('records the event in the shipment’s audit history and clears the AP invoice’s missing POD', async () => {
    const ap = [...trucks.api.store.apInvoices.values()].find(
      (i) => i.carrierId === carrier && i.missingDocuments.includes('Proof of Delivery'),
    )!;
    const shipment = trucks.api.store.shipments.get(ap.shipmentId)!;
    const dropoff = shipment.stops.find((s) => s.stopType === StopType.Dropoff)!;
    const pod = (
      await upload({
        name: 'pod.png',
        fileType: String(DocumentFileType.ProofOfDelivery),
        orderStopId: dropoff.id,
      })
    ).json<PortalDocument>();
    const event = await trucks.admin.call(D.shipmentDocumentEvent, {
      params: { id: shipment.id },
      body: { documentId: pod.id, fileType: DocumentFileType.ProofOfDelivery, action: 'Uploaded' },
    });
    expect(event.statusCode).toBe(204);
    expect(trucks.api.store.apInvoices.get(ap.id)!.missingDocuments).not.toContain('Proof of Delivery');
    const history = (
      await trucks.admin.call(F.auditHistory, {
        query: { entityType: EntityType.Shipment, entityId: shipment.id },
      })
    ).json<{ data: { newValue: string | null }[] }>();
    expect(history.data[0]!.newValue).toBe(`Proof of Delivery ${pod.id}`);

    const bad = await trucks.admin.call(D.shipmentDocumentEvent, {
      params: { id: shipment.id },
      body: { documentId: 'nope', fileType: DocumentFileType.ProofOfDelivery, action: 'Uploaded' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await trucks.admin.call(D.shipmentDocumentEvent, {
          params: { id: shipment.id },
          body: { documentId: pod.id, action: 'Archived' },
        })
      ).statusCode,
    ).toBe(400);
    const foreign = [...trucks.api.store.shipments.values()].find(
      (s) => s.carrierId && s.carrierId !== carrier,
    )!;
    expect(
      (
        await trucks.admin.call(D.shipmentDocumentEvent, {
          params: { id: foreign.id },
          body: { documentId: pod.id, fileType: 12, action: 'Uploaded' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
