import { screen } from '@testing-library/react';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleId, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { ShipmentCasesRegion, ShipmentDocumentsRegion } from './shipment-embeds';

// A loader that serves the two mf-cases-notes widgets, each printing the props it received.
function installCasesNotesModules() {
  const ShipmentCases: RemoteModules['mf_cases_notes/ShipmentCases']['default'] = (props) => (
    <p>Cases {JSON.stringify(props)}</p>
  );
  const DocumentsPanel: RemoteModules['mf_cases_notes/DocumentsPanel']['default'] = (props) => (
    <p>Documents {JSON.stringify(props)}</p>
  );
  const modules: Partial<{ [K in RemoteModuleId]: RemoteModules[K] }> = {
    'mf_cases_notes/ShipmentCases': { default: ShipmentCases },
    'mf_cases_notes/DocumentsPanel': { default: DocumentsPanel },
  };
  installRemoteLoader(async (id) => {
    const module = modules[id];
    if (!module) throw new Error(`unexpected ${id}`);
    return module;
  });
}

describe('shipment embeds from mf-cases-notes', () => {
  const shipment = { id: 'ship-1', shipmentNumber: 'S100' };

  it('embeds ShipmentCases with the shipment id and number', async () => {
    installCasesNotesModules();
    renderWithAntd(<ShipmentCasesRegion shipment={shipment} />);
    expect(
      await screen.findByText(`Cases ${JSON.stringify({ shipmentId: 'ship-1', shipmentNumber: 'S100' })}`),
    ).toBeInTheDocument();
  });

  it('embeds DocumentsPanel for the shipment entity', async () => {
    installCasesNotesModules();
    renderWithAntd(<ShipmentDocumentsRegion shipment={shipment} />);
    const text = await screen.findByText(/^Documents /);
    expect(JSON.parse(text.textContent!.replace('Documents ', ''))).toEqual({
      entityType: EntityType.Shipment,
      entityId: 'ship-1',
      shipmentId: 'ship-1',
      shipmentNumber: 'S100',
    });
  });

  it('shows the Cases and Notes fallback when that app is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installRemoteLoader(() => Promise.reject(new Error('offline')));
    renderWithAntd(<ShipmentCasesRegion shipment={shipment} />);
    expect(await screen.findByText('Cases and Notes is unavailable')).toBeInTheDocument();
  });
});
