import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import CreateCaseDialog from './create-case-dialog';
import DocumentViewer from './document-viewer';
import DocumentsPanel from './documents-panel';
import NotesPanel from './notes-panel';
import ShipmentCases from './shipment-cases';

describe('DocumentViewer', () => {
  it("shows 'Couldn't determine file type' for an unknown extension", async () => {
    renderWithAntd(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd1', name: 'rates.docx', extension: 'docx', fileURL: 'https://files/d1' }}
      />,
    );
    expect(await screen.findByText("Couldn't determine file type")).toBeInTheDocument();
  });

  it("shows 'Image not found' for an image without a URL", async () => {
    renderWithAntd(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd2', name: 'trailer.png', extension: 'png' }}
      />,
    );
    expect(await screen.findByText('Image not found')).toBeInTheDocument();
  });

  it('shows an image, zooms by the spec’s steps and rotates; print is for PDFs only', async () => {
    const user = userEvent.setup();
    renderWithAntd(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd3', name: 'pod.jpg', extension: 'JPG', fileURL: 'https://files/d3' }}
      />,
    );
    const image = await screen.findByRole('img', { name: 'pod.jpg' });
    expect(image).toHaveAttribute('src', 'https://files/d3');
    const tools = screen.getByRole('toolbar', { name: 'Document tools' });
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('100%');
    await user.click(within(tools).getByRole('button', { name: 'Zoom in' }));
    expect(within(tools).getByLabelText('Zoom')).toHaveTextContent('125%');
    await user.click(within(tools).getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toBe('scale(1.25) rotate(90deg)');
    expect(within(tools).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://files/d3');
  });

  it('stops zooming out at the smallest step, 10%', async () => {
    const user = userEvent.setup();
    renderWithAntd(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd3', name: 'pod.jpg', extension: 'jpg', fileURL: 'https://files/d3' }}
      />,
    );
    const zoomOut = await screen.findByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4; i += 1) await user.click(zoomOut);
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('10%');
    expect(zoomOut).toBeDisabled();
  });

  it('offers print for a PDF, whose pages load through pdf.js', async () => {
    renderWithAntd(
      <DocumentViewer
        open
        onClose={() => {}}
        document={{ id: 'd4', name: 'bol.pdf', extension: 'pdf', fileURL: 'https://files/d4' }}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading document' })).toBeInTheDocument();
  });
});

describe('panels', () => {
  it('NotesPanel names its entity and loads its notes', async () => {
    renderWithAntd(
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
    renderWithAntd(
      <DocumentsPanel entityType={EntityType.Shipment} entityId="ship-1" shipmentNumber="S100" />,
    );
    expect(await screen.findByRole('region', { name: 'Documents of Shipment ship-1' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
  });
});

describe('cases widgets', () => {
  it('ShipmentCases lists the shipment’s cases and opens the create dialog for it', async () => {
    const user = userEvent.setup();
    renderWithAntd(<ShipmentCases shipmentId="ship-1" shipmentNumber="S100" />);
    expect(await screen.findByRole('region', { name: 'Cases of shipment S100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await screen.findByText('Create Case for Shipment #S100')).toBeInTheDocument();
  });

  it('CreateCaseDialog asks for the case type and closes on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithAntd(<CreateCaseDialog shipmentId="ship-1" open onClose={onClose} />);
    expect(await screen.findByText('Create Case')).toBeInTheDocument();
    expect(screen.getByLabelText('Case Type')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
