import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { ApiError } from '@trucks/shared-contracts/api/client';
import { rememberListPosition } from './list-return';
import { RecordPage } from './record-page';
import { currentAddress, renderInApp } from './testing';

const TABS = [
  { key: 'details', label: 'Details', path: '/invoices/INV-1/details' },
  { key: 'documents', label: 'Documents', path: '/invoices/INV-1/documents' },
];

function Invoice({ error, onRetry }: { error?: ApiError; onRetry?: () => void }) {
  const { tab = 'details' } = useParams();
  return (
    <RecordPage
      title="Invoices"
      caption="Invoice INV-1"
      recordName="Invoice"
      status={{ label: 'Paid', color: 'green' }}
      lane={{ origin: 'Austin, TX', destination: 'Dallas, TX' }}
      listPath="/invoices"
      tabs={TABS}
      activeTab={tab}
      error={error}
      onRetry={onRetry}
    >
      <p>Content of {tab}</p>
    </RecordPage>
  );
}

const renderInvoice = (route: string, props: Parameters<typeof Invoice>[0] = {}) =>
  renderInApp(
    <Routes>
      <Route path="/invoices/:id/:tab" element={<Invoice {...props} />} />
      <Route path="/invoices" element={<p>The list</p>} />
    </Routes>,
    { route },
  );

beforeEach(() => sessionStorage.clear());

describe('RecordPage', () => {
  it('captions the record with its status and lane, and its sub-pages are routes', async () => {
    renderInvoice('/invoices/INV-1/details');
    expect(screen.getByRole('heading', { level: 4, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice INV-1' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('Content of details')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/invoices/INV-1/documents'));
    expect(screen.getByText('Content of documents')).toBeInTheDocument();
  });

  it('closes back to the list with the filters it was opened from', async () => {
    rememberListPosition('/invoices', '?status=Paid&page=2', 640);
    renderInvoice('/invoices/INV-1/details');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/invoices?status=Paid&page=2'));
  });

  it('closes to the plain list when it was opened from elsewhere', async () => {
    renderInvoice('/invoices/INV-1/details');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/invoices$/));
  });

  it("says 'Invoice Not Found' for a 404, with the way back", async () => {
    renderInvoice('/invoices/INV-1/details', {
      error: new ApiError({
        kind: 'http',
        status: 404,
        callId: 'invoices.get',
        message: 'Invoice INV-1 was not found.',
      }),
    });
    expect(screen.getByText('Invoice Not Found')).toBeInTheDocument();
    expect(screen.getByText('Invoice INV-1 was not found.')).toBeInTheDocument();
    expect(screen.queryByText('Content of details')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/invoices$/));
  });

  it('offers Retry when the record could not be read', async () => {
    const onRetry = jest.fn();
    renderInvoice('/invoices/INV-1/details', {
      error: new ApiError({
        kind: 'http',
        status: 503,
        callId: 'invoices.get',
        message: 'Invoices are unavailable',
      }),
      onRetry,
    });
    expect(screen.getByText('Invoice could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
