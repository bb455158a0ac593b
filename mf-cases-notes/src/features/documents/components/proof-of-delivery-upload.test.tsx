// Issue 41: the driver's card says a proof of delivery is already on file, and a file the API would
// refuse (type, size) is refused at the buttons before it is sent, with the limit stated.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { DocumentsPanel } from './documents-panel';

jest.setTimeout(30_000);

const D = API.casesNotesDocuments;
const driver = signedInUser({ id: 'D-7', roles: ['Driver'], permissions: ['DriverPortal'] });
const podPanel = {
  entityType: EntityType.Shipment,
  entityId: 'ship-1',
  shipmentId: 'ship-1',
  shipmentNumber: '4100508',
  proofOfDeliveryStop: { stopId: 'stop-2', stopNumber: 2 },
};
const renderPod = () => renderInApp(<DocumentsPanel {...podPanel} />, { user: driver });

const pod = (id: string, name: string, createdDateTime?: string): PortalDocument => ({
  id,
  name,
  extension: 'pdf',
  fileURL: `/api/v1/documents/${id}`,
  fileType: DocumentFileType.ProofOfDelivery,
  ...(createdDateTime ? { createdDateTime } : {}),
});
const rateConfirmation: PortalDocument = {
  ...pod('doc-rc', 'Rate Confirmation 4100508.pdf'),
  fileType: DocumentFileType.SignedRateConfirmation,
};

const MB = 1024 * 1024;
const bigPdf = () => {
  const file = new File(['%PDF-1.4'], 'signed-pod.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: 30 * MB });
  return file;
};

describe('the proof of delivery on a driver’s card (issue 41)', () => {
  it('says the proofs of delivery already on file, with name and time, and no other documents', async () => {
    const api = installApiDouble().on(API.shipments.documents, [
      pod('doc-1', 'POD 4100508.pdf', '2026-03-02T15:30:00Z'),
      pod('doc-2', 'pod-photo.jpg'),
      rateConfirmation,
    ]);
    renderPod();
    const onFile = await screen.findByRole('region', { name: 'Already on file' });
    expect(onFile).toHaveTextContent('2 proofs of delivery are on file for this shipment');
    const items = within(onFile).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'POD 4100508.pdf · Mar 02, 2026 9:30 CST',
      'pod-photo.jpg',
    ]);
    expect(onFile).not.toHaveTextContent('Rate Confirmation');
    expect(api.requests(API.shipments.documents)[0]?.path).toBe('v2/shipments/ship-1/documents');
    // The buttons stay: a new signed copy can still be sent.
    expect(screen.getByRole('button', { name: /Take Photo/ })).toBeEnabled();
  });

  it('says nothing is on file when there is none, and shows a sent proof once the upload is in', async () => {
    const user = userEvent.setup();
    let onFile: PortalDocument[] = [];
    installApiDouble()
      .on(API.shipments.documents, () => onFile)
      .on(D.uploadDocument, () => {
        onFile = [pod('doc-9', 'pod.pdf')];
        return onFile[0]!;
      })
      .on(D.documentTrigger, { status: 204 })
      .on(D.shipmentDocumentEvent, { status: 204 });
    renderPod();
    const input = await screen.findByLabelText('Proof of delivery file for stop 2 of shipment 4100508');
    expect(screen.queryByRole('region', { name: 'Already on file' })).not.toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'pod.pdf', { type: 'application/pdf' }));
    const region = await screen.findByRole('region', { name: 'Already on file' });
    expect(region).toHaveTextContent('A proof of delivery is on file for this shipment');
    expect(within(region).getByText('pod.pdf')).toBeInTheDocument();
  });

  it('states the limit, and refuses a 30 MB PDF at the buttons without sending it', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.shipments.documents, []);
    renderPod();
    expect(await screen.findByText('PDF, PNG, JPEG or TIFF, up to 20 MB')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Proof of delivery file for stop 2 of shipment 4100508'),
      bigPdf(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'signed-pod.pdf is 30.0 MB: a document can be at most 20 MB.',
    );
    expect(api.requests(D.uploadDocument)).toHaveLength(0);
  });

  it('refuses a photo the portal cannot show (HEIC) before sending it', async () => {
    const api = installApiDouble().on(API.shipments.documents, []);
    renderPod();
    const camera = await screen.findByLabelText(
      'Photo of the proof of delivery for stop 2 of shipment 4100508',
    );
    // The camera input accepts image/*: a HEIC photo gets through the picker.
    await userEvent
      .setup({ applyAccept: false })
      .upload(camera, new File(['heic'], 'IMG_0042.HEIC', { type: 'image/heic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'IMG_0042.HEIC is not a PDF, PNG, JPEG or TIFF file: choose one of those.',
    );
    await waitFor(() => expect(api.requests(D.uploadDocument)).toHaveLength(0));
  });
});

describe('the upload dialog states the limit and refuses a file as it is chosen (issue 41)', () => {
  it('a 30 MB PDF is refused under the picker and never sent', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.shipments.documents, []);
    renderInApp(<DocumentsPanel {...podPanel} proofOfDeliveryStop={undefined} />, {
      user: signedInUser(),
    });
    await user.click(await screen.findByRole('button', { name: /Upload Document/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('PDF, PNG, JPEG or TIFF, up to 20 MB')).toBeInTheDocument();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, bigPdf());
    expect(
      await within(dialog).findByText('signed-pod.pdf is 30.0 MB: a document can be at most 20 MB.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('File Type'));
    await user.click(await screen.findByTitle('Bill of Lading'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      within(dialog).getByText('signed-pod.pdf is 30.0 MB: a document can be at most 20 MB.'),
    ).toBeInTheDocument();
    expect(api.requests(D.uploadDocument)).toHaveLength(0);
  });
});
