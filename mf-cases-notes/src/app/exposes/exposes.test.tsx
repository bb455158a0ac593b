import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { loadPdf } from '../../features/documents/lib/pdf-adapter';
import CreateCaseDialog from './create-case-dialog';
import DocumentViewer from './document-viewer';
import DocumentsPanel from './documents-panel';
import NotesPanel from './notes-panel';
import ShipmentCases from './shipment-cases';

jest.setTimeout(30_000);

// pdf.js needs a real browser (workers, canvas): the adapter is replaced by a 3-page document whose
// pages record how they were drawn.
jest.mock('../../features/documents/lib/pdf-adapter', () => ({ loadPdf: jest.fn() }));
const renderPage = jest.fn((_page: number, canvas: HTMLCanvasElement, scale: number) => {
  canvas.width = Math.round(612 * scale);
  return Promise.resolve();
});
const destroy = jest.fn();
beforeEach(() => {
  jest.mocked(loadPdf).mockResolvedValue({ pageCount: 3, renderPage, destroy });
  renderPage.mockClear();
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

const D = API.casesNotesDocuments;
const user = signedInUser();
const renderExposed = (ui: React.ReactElement) => renderInApp(ui, { user });

describe('./DocumentViewer', () => {
  it("shows 'Couldn't determine file type' for an unknown extension", async () => {
    installApiDouble();
    renderExposed(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd1', name: 'rates.docx', extension: 'docx', fileURL: 'https://files/d1' }}
      />,
    );
    expect(await screen.findByText("Couldn't determine file type")).toBeInTheDocument();
  });

  it("shows 'Image not found' for an image without a URL", async () => {
    installApiDouble();
    renderExposed(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd2', name: 'trailer.png', extension: 'png' }}
      />,
    );
    expect(await screen.findByText('Image not found')).toBeInTheDocument();
  });

  it('shows an image, zooms by the spec’s steps and rotates; print is for PDFs only', async () => {
    const u = userEvent.setup();
    installApiDouble();
    renderExposed(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd3', name: 'pod.jpg', extension: 'JPG', fileURL: 'https://files/d3' }}
      />,
    );
    const image = await screen.findByRole('img', { name: 'pod.jpg' });
    expect(image).toHaveAttribute('src', 'https://files/d3');
    Object.defineProperty(image, 'naturalWidth', { value: 800 });
    Object.defineProperty(image, 'naturalHeight', { value: 600 });
    fireEvent.load(image);
    const tools = screen.getByRole('toolbar', { name: 'Document tools' });
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('100%');
    await u.click(within(tools).getByRole('button', { name: 'Zoom in' }));
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('125%');
    await u.click(within(tools).getByRole('button', { name: 'Rotate' }));
    // Issue 27: laid out at its drawn size, turned (a transform alone left it out of the scroll's reach).
    expect(image.style.transform).toBe('translate(-50%, -50%) rotate(90deg)');
    expect(image.style.width).toBe('1000px');
    expect(image.parentElement).toHaveStyle({ width: '750px', height: '1000px' });
    expect(screen.getByRole('region', { name: 'Document page' })).toContainElement(image);
    expect(within(tools).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://files/d3');
  });

  it('zoom goes through 0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3 and stops at both ends', async () => {
    const u = userEvent.setup();
    installApiDouble();
    renderExposed(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd3', name: 'pod.jpg', extension: 'jpg', fileURL: 'https://files/d3' }}
      />,
    );
    const zoomOut = await screen.findByRole('button', { name: 'Zoom out' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i += 1) await u.click(zoomOut);
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('10%');
    expect(zoomOut).toBeDisabled();
    const seen: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      await u.click(zoomIn);
      seen.push(screen.getByLabelText('Zoom').textContent ?? '');
    }
    expect(seen).toEqual(['25%', '50%', '75%', '100%', '125%', '150%', '200%', '250%', '300%']);
    expect(zoomIn).toBeDisabled();
  });

  it('draws a PDF through pdf.js at render scale 1.6: paging, rotation, print; arrows page, +/- zoom, Escape closes', async () => {
    const u = userEvent.setup();
    const onClose = jest.fn();
    const api = installApiDouble().on(D.getDocument, { status: 200, body: '%PDF-1.7' });
    renderExposed(
      <DocumentViewer
        open
        onClose={onClose}
        document={{ id: 'd4', name: 'bol.pdf', extension: 'pdf', fileURL: '/api/v1/documents/d4' }}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading document' })).toBeInTheDocument();
    // The canvas says when pdf.js has drawn the page.
    const first = await screen.findByRole('img', { name: 'Page 1 of 3' });
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'false'));
    expect(api.requests(D.getDocument)[0]?.path).toBe('v1/documents/d4');
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(1, expect.anything(), 1.6, 0));
    const tools = screen.getByRole('toolbar', { name: 'Document tools' });
    expect(within(tools).getByLabelText('Page')).toHaveTextContent('1 / 3');
    expect(within(tools).getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(within(tools).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:file');

    await u.click(within(tools).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(2, expect.anything(), 1.6, 0));
    await u.click(within(tools).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(2, expect.anything(), 1.6, 90));

    const page = screen.getByRole('img', { name: 'Page 2 of 3' });
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
    act(() => void fireEvent.keyDown(page, { key: 'ArrowRight' }));
    expect(within(tools).getByLabelText('Page')).toHaveTextContent('3 / 3');
    act(() => void fireEvent.keyDown(page, { key: 'ArrowRight' }));
    expect(within(tools).getByLabelText('Page')).toHaveTextContent('3 / 3');
    act(() => void fireEvent.keyDown(page, { key: 'ArrowLeft' }));
    expect(within(tools).getByLabelText('Page')).toHaveTextContent('2 / 3');
    act(() => void fireEvent.keyDown(page, { key: '+' }));
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('125%');
    act(() => void fireEvent.keyDown(page, { key: '-' }));
    act(() => void fireEvent.keyDown(page, { key: '-' }));
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('75%');
    await u.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the exposed panels keep their props contract', () => {
  it('NotesPanel names its entity and loads its notes', async () => {
    installApiDouble().on(D.entityNotes, { status: 200, body: [], delayMs: 60_000 });
    renderExposed(
      <NotesPanel
        entityId="inv-1"
        entityType={EntityType.ThirdParty}
        entityDescription="Invoice TP-9"
        entityLink="/x"
        mentionsEnabled={false}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Notes on Invoice TP-9' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument();
  });

  it('DocumentsPanel names its entity and loads its documents', async () => {
    installApiDouble().on(API.shipments.documents, { status: 200, body: [], delayMs: 60_000 });
    renderExposed(
      <DocumentsPanel entityType={EntityType.Shipment} entityId="ship-1" shipmentNumber="S100" />,
    );
    expect(await screen.findByRole('region', { name: 'Documents of Shipment ship-1' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
  });

  it('ShipmentCases names its shipment; CreateCaseDialog asks for the case type and closes on Cancel', async () => {
    const u = userEvent.setup();
    installApiDouble().on(D.cases, { data: [], page: 1, pageSize: 1000, totalCount: 0 });
    renderExposed(<ShipmentCases shipmentId="ship-1" shipmentNumber="S100" />);
    expect(await screen.findByRole('region', { name: 'Cases of shipment S100' })).toBeInTheDocument();
    expect(await screen.findByText('No cases on this shipment yet')).toBeInTheDocument();

    const onClose = jest.fn();
    renderExposed(<CreateCaseDialog shipmentId="ship-1" open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Case Type')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
