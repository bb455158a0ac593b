import { screen } from '@testing-library/react';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleId, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import {
  ThirdPartyInvoiceComments,
  ThirdPartyInvoiceDocuments,
} from '../../features/third-party-invoices/components/third-party-invoice-embeds';

describe('third-party invoice embeds', () => {
  const invoice = { id: 'inv-1', invoiceNumber: 'TP-9', shipmentId: 'ship-1' };
  beforeEach(() => {
    const NotesPanel: RemoteModules['mf_cases_notes/NotesPanel']['default'] = (props) => (
      <p>Notes {JSON.stringify(props)}</p>
    );
    const DocumentsPanel: RemoteModules['mf_cases_notes/DocumentsPanel']['default'] = (props) => (
      <p>Documents {JSON.stringify(props)}</p>
    );
    const modules: Partial<{ [K in RemoteModuleId]: RemoteModules[K] }> = {
      'mf_cases_notes/NotesPanel': { default: NotesPanel },
      'mf_cases_notes/DocumentsPanel': { default: DocumentsPanel },
    };
    installRemoteLoader(async (id) => {
      const module = modules[id];
      if (!module) throw new Error(`unexpected ${id}`);
      return module;
    });
  });

  it('comments use NotesPanel without mentions (spec: mentions are disabled in invoice comments)', async () => {
    renderWithAntd(<ThirdPartyInvoiceComments invoice={invoice} />);
    const text = await screen.findByText(/^Notes /);
    expect(JSON.parse(text.textContent!.replace('Notes ', ''))).toEqual({
      entityId: 'inv-1',
      entityType: EntityType.ThirdParty,
      entityDescription: 'Invoice TP-9',
      entityLink: '/third-party-payer-invoices/TP-9/preview',
      mentionsEnabled: false,
    });
  });

  it('documents use DocumentsPanel for the invoice', async () => {
    renderWithAntd(<ThirdPartyInvoiceDocuments invoice={invoice} />);
    const text = await screen.findByText(/^Documents /);
    expect(JSON.parse(text.textContent!.replace('Documents ', ''))).toMatchObject({
      invoiceId: 'inv-1',
      shipmentId: 'ship-1',
    });
  });
});
