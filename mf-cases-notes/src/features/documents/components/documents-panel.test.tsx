import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { DocumentsPanel } from './documents-panel';

jest.setTimeout(30_000);
// pdf.js needs a real browser; the viewer's adapter is not under test here.
jest.mock('../lib/pdf-adapter', () => ({ loadPdf: jest.fn(() => new Promise(() => {})) }));

const D = API.casesNotesDocuments;
const carrier = signedInUser();

const bol: PortalDocument = {
  id: 'doc-1',
  name: 'bol.png',
  extension: 'png',
  fileURL: '/api/v1/documents/doc-1',
  fileType: DocumentFileType.BillOfLading,
  createdDateTime: '2026-03-02T15:30:00Z',
  createdBy: 'Casey Rivera',
};

const shipmentPanel = {
  entityType: EntityType.Shipment,
  entityId: 'ship-1',
  shipmentId: 'ship-1',
  shipmentNumber: '100200',
};

const renderPanel = (props: Parameters<typeof DocumentsPanel>[0] = shipmentPanel) =>
  renderInApp(<DocumentsPanel {...props} />, { user: carrier });

async function chooseFile(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name = 'pod.pdf') {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
  expect(await within(dialog).findByText(name)).toBeInTheDocument();
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByLabelText('File Type'));
  await user.click(await screen.findByTitle(label));
}

describe('./DocumentsPanel', () => {
  it('lists a shipment’s documents with type, who and when; views and downloads them', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:doc-1');
    URL.revokeObjectURL = jest.fn();
    const api = installApiDouble()
      .on(API.shipments.documents, [bol])
      .on(D.getDocument, { status: 200, body: 'PNG bytes' });
    renderPanel();
    const item = await screen.findByRole('listitem', { name: 'bol.png' });
    expect(within(item).getByText('Bill of Lading')).toBeInTheDocument();
    expect(within(item).getByText('Casey Rivera · Mar 02, 2026 9:30 CST')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /Download bol.png/ })).toHaveAttribute(
      'href',
      '/api/v1/documents/doc-1',
    );
    expect(api.requests(API.shipments.documents)[0]?.path).toBe('v2/shipments/ship-1/documents');
    await user.click(within(item).getByText('bol.png'));
    // The portal's own file is read with the session, then shown from memory.
    expect(await screen.findByRole('img', { name: 'bol.png' })).toHaveAttribute('src', 'blob:doc-1');
    expect(api.requests(D.getDocument)[0]?.path).toBe('v1/documents/doc-1');
  });

  it('an invoice shows its required documents as placeholders until uploaded, with Upload for that type', async () => {
    const user = userEvent.setup();
    installApiDouble()
      .on(API.shipments.orderDropoffs, [])
      .on(API.financials.invoiceDocuments, [
        {
          id: null,
          name: 'Proof of Delivery',
          type: DocumentFileType.ProofOfDelivery,
          entityType: EntityType.ThirdParty,
          entityId: 'inv-1',
          required: true,
          fileURL: null,
        },
      ]);
    renderPanel({
      entityType: EntityType.ThirdParty,
      entityId: 'inv-1',
      invoiceId: 'inv-1',
      shipmentId: 'ship-1',
    });
    const placeholder = await screen.findByRole('listitem', { name: 'Proof of Delivery (not uploaded)' });
    expect(within(placeholder).getByText('Not uploaded yet')).toBeInTheDocument();
    expect(within(placeholder).getByText('Required')).toBeInTheDocument();
    expect(within(placeholder).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(placeholder).getByRole('button', { name: /Upload/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('Proof of Delivery')).toBeInTheDocument();
  });

  it("upload: 'Please select a file', then 'Please select a file type' keeping the file; POD needs a dropoff", async () => {
    const user = userEvent.setup();
    const api = installApiDouble()
      .on(API.shipments.documents, [])
      .on(API.shipments.orderDropoffs, [
        { orderNumber: 'O-9', dropoffs: [{ stopNumber: 2, stopId: 'stop-2' }] },
      ])
      .on(D.uploadDocument, { ...bol, id: 'doc-9', name: 'pod.pdf', extension: 'pdf' })
      .on(D.documentTrigger, { status: 204 })
      .on(D.shipmentDocumentEvent, { status: 204 });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Upload Document/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a file')).toBeInTheDocument();

    await chooseFile(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a file type')).toBeInTheDocument();
    expect(within(dialog).getByText('pod.pdf')).toBeInTheDocument();

    await chooseType(user, dialog, 'Proof of Delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('No dropoff selected for upload')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Dropoff'));
    await user.click(await screen.findByTitle('Order O-9 · Stop 2'));
    expect(api.requests(D.uploadDocument)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const form = api.requests(D.uploadDocument)[0]?.body as FormData;
    expect(form.get('fileType')).toBe('12');
    expect(form.get('orderStopId')).toBe('stop-2');
    expect(form.get('shipmentId')).toBe('ship-1');
    expect((form.get('data') as File).name).toBe('pod.pdf');
    await waitFor(() => expect(api.requests(D.documentTrigger)).toHaveLength(1));
    expect(api.requests(D.documentTrigger)[0]).toMatchObject({
      path: 'v2/documents/document-trigger/doc-9',
      body: { fileType: 12 },
    });
    await waitFor(() => expect(api.requests(D.shipmentDocumentEvent)).toHaveLength(1));
    expect(api.requests(D.shipmentDocumentEvent)[0]?.body).toEqual({
      documentId: 'doc-9',
      fileType: 12,
      action: 'Uploaded',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      { status: 400, body: { title: 'Invalid', errors: { name: ['The file is larger than 20 MB.'] } } },
      'Invalid - The file is larger than 20 MB.',
    ],
    [{ status: 500, body: {} }, 'An unknown error has occurred'],
  ])(
    'a failed upload shows the error’s message (else the fallback) and keeps the file and type',
    async (reply, text) => {
      const user = userEvent.setup();
      installApiDouble().on(API.shipments.documents, []).on(D.uploadDocument, reply);
      renderPanel();
      await user.click(await screen.findByRole('button', { name: /Upload Document/ }));
      const dialog = await screen.findByRole('dialog');
      await chooseFile(user, dialog, 'bol.pdf');
      await chooseType(user, dialog, 'Bill of Lading');
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(within(dialog).getByText('bol.pdf')).toBeInTheDocument();
      expect(within(dialog).getByTitle('Bill of Lading')).toBeInTheDocument();
    },
  );

  it("delete asks first: 'Document deleted' and the shipment document event; a 403: 'Failed to delete document'", async () => {
    const user = userEvent.setup();
    let status = 200;
    const api = installApiDouble()
      .on(API.shipments.documents, [bol])
      .on(D.deleteDocument, () =>
        status === 200 ? { resultId: 'doc-1' } : { status, body: { detail: 'Forbidden' } },
      )
      .on(D.shipmentDocumentEvent, { status: 204 });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Delete bol.png/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests(D.shipmentDocumentEvent)[0]?.body).toEqual({
        documentId: 'doc-1',
        fileType: 16,
        action: 'Deleted',
      }),
    );

    status = 403;
    await user.click(await screen.findByRole('button', { name: /Delete bol.png/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });

  it("a shipper's upload says 'Document Successfully Uploaded' (spec 001 §8, the shipper side)", async () => {
    const user = userEvent.setup();
    const shipper = signedInUser({ id: 'S-1', roles: ['Shipper'], permissions: ['ShipperPortal'] });
    installApiDouble()
      .on(API.shipments.documents, [])
      .on(D.uploadDocument, { ...bol, id: 'doc-8' })
      .on(D.documentTrigger, { status: 204 })
      .on(D.shipmentDocumentEvent, { status: 204 });
    renderInApp(<DocumentsPanel {...shipmentPanel} />, { user: shipper });
    await user.click(await screen.findByRole('button', { name: /Upload Document/ }));
    const dialog = await screen.findByRole('dialog');
    await chooseFile(user, dialog, 'bol.pdf');
    await chooseType(user, dialog, 'Bill of Lading');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document Successfully Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Document uploaded successfully')).not.toBeInTheDocument();
  });

  it('read-only: no upload and no delete', async () => {
    installApiDouble().on(API.shipments.documents, [bol]);
    renderPanel({ ...shipmentPanel, readOnly: true });
    await screen.findByRole('listitem', { name: 'bol.png' });
    expect(screen.queryByRole('button', { name: /Upload Document/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  describe('a proof of delivery at a given dropoff (proofOfDeliveryStop, the driver’s phone)', () => {
    const driver = signedInUser({ id: 'D-7', roles: ['Driver'], permissions: ['DriverPortal'] });
    const podPanel = { ...shipmentPanel, proofOfDeliveryStop: { stopId: 'stop-2', stopNumber: 2 } };
    const renderPod = () => renderInApp(<DocumentsPanel {...podPanel} />, { user: driver });

    it('shows only Take Photo (camera) and Choose File; a picked file goes at once as a Proof of Delivery at that dropoff', async () => {
      const user = userEvent.setup();
      const api = installApiDouble()
        .on(API.shipments.documents, [])
        .on(D.uploadDocument, { ...bol, id: 'doc-9', name: 'pod.jpg', extension: 'jpg' })
        .on(D.documentTrigger, { status: 204 })
        .on(D.shipmentDocumentEvent, { status: 204 });
      renderPod();
      expect(await screen.findByRole('button', { name: /Take Photo/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Choose File/ })).toBeInTheDocument();
      const camera = screen.getByLabelText('Photo of the proof of delivery for stop 2 of shipment 100200');
      expect(camera).toHaveAttribute('capture', 'environment');
      // No list: the driver's card is not the documents page.
      expect(screen.queryByRole('button', { name: /Upload Document/ })).not.toBeInTheDocument();

      await user.upload(camera, new File(['jpeg-bytes'], 'pod.jpg', { type: 'image/jpeg' }));
      expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
      expect(await screen.findByText('Sent: pod.jpg')).toBeInTheDocument();
      const form = api.requests(D.uploadDocument)[0]?.body as FormData;
      expect(form.get('fileType')).toBe(String(DocumentFileType.ProofOfDelivery));
      expect(form.get('orderStopId')).toBe('stop-2');
      expect(form.get('shipmentId')).toBe('ship-1');
      expect((form.get('data') as File).name).toBe('pod.jpg');
      await waitFor(() => expect(api.requests(D.documentTrigger)).toHaveLength(1));
      await waitFor(() =>
        expect(api.requests(D.shipmentDocumentEvent)[0]?.body).toEqual({
          documentId: 'doc-9',
          fileType: 12,
          action: 'Uploaded',
        }),
      );
    });

    it.each([
      [
        "a stop that is no dropoff: 'No dropoff selected for upload'",
        {
          status: 400,
          body: { title: 'Invalid', errors: { orderStopId: ['No dropoff selected for upload'] } },
        },
        'Invalid - No dropoff selected for upload',
      ],
      ['no message: the fallback', { status: 500, body: {} }, 'An unknown error has occurred'],
    ])('a refused upload shows the error’s message: %s', async (_case, reply, text) => {
      const user = userEvent.setup();
      installApiDouble().on(API.shipments.documents, []).on(D.uploadDocument, reply);
      renderPod();
      await user.upload(
        await screen.findByLabelText('Proof of delivery file for stop 2 of shipment 100200'),
        new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' }),
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/^Sent:/)).not.toBeInTheDocument();
    });

    it("a dropoff without its stop id is refused before sending: 'No dropoff selected for upload'", async () => {
      const user = userEvent.setup();
      const api = installApiDouble().on(API.shipments.documents, []);
      renderInApp(<DocumentsPanel {...shipmentPanel} proofOfDeliveryStop={{ stopId: '', stopNumber: 2 }} />, {
        user: driver,
      });
      await user.upload(
        await screen.findByLabelText('Proof of delivery file for stop 2 of shipment 100200'),
        new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' }),
      );
      expect(await screen.findByText('No dropoff selected for upload')).toBeInTheDocument();
      expect(api.requests(D.uploadDocument)).toHaveLength(0);
    });
  });
});
