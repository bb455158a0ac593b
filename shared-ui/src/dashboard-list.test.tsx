import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router';
import { DashboardList } from './dashboard-list';
import type { DashboardListProps } from './dashboard-list';
import { currentAddress, renderWithAddress, renderWithAntd } from './testing';

interface Tender {
  id: string;
  shipmentNumber: string;
}

const tenders: Tender[] = [
  { id: 't-1', shipmentNumber: '1001' },
  { id: 't-2', shipmentNumber: '1002' },
];

const plainRows = (rows: readonly Tender[]) => (
  <ul aria-label="Tenders">
    {rows.map((row) => (
      <li key={row.id}>Shipment {row.shipmentNumber}</li>
    ))}
  </ul>
);

const linkedRows = (rows: readonly Tender[]) => (
  <ul aria-label="Tenders">
    {rows.map((row) => (
      <li key={row.id}>
        <Link to={`/dashboard/tenders/${row.id}/preview`}>Shipment {row.shipmentNumber}</Link>
      </li>
    ))}
  </ul>
);

function tab(props: Partial<DashboardListProps<Tender>> = {}, children = plainRows) {
  return (
    <DashboardList<Tender>
      rows={tenders}
      loading={false}
      error={null}
      onRetry={() => {}}
      emptyMessage="No tenders awaiting an answer"
      heading={{
        label: 'Tenders awaiting an answer',
        caption: 'Tenders awaiting an answer (2)',
        link: { to: '/tenders', label: 'View all tenders' },
      }}
      {...props}
    >
      {children}
    </DashboardList>
  );
}

/** The tab at /dashboard/tenders with its preview route, the preview's id from the address. */
function TenderTab({ rows = plainRows }: { rows?: typeof plainRows }) {
  const { id } = useParams();
  return tab(
    {
      preview: {
        basePath: '/dashboard/tenders',
        id,
        title: `Tender ${id ?? ''}`,
        width: 900,
        closeLabel: 'Close',
        render: (previewId) => <p>The tender {previewId}</p>,
      },
    },
    rows,
  );
}

function renderTenderTab(address: string, rows = plainRows) {
  return renderWithAddress(
    <Routes>
      <Route path="/dashboard/tenders" element={<TenderTab rows={rows} />} />
      <Route path="/dashboard/tenders/:id/preview" element={<TenderTab rows={rows} />} />
    </Routes>,
    address,
  );
}

describe('DashboardList', () => {
  it('shows the heading, its link to the whole list, and the rows', () => {
    renderWithAntd(tab());
    const section = screen.getByRole('region', { name: 'Tenders awaiting an answer' });
    expect(section).toHaveTextContent('Tenders awaiting an answer (2)');
    expect(screen.getByRole('link', { name: 'View all tenders' })).toHaveAttribute('href', '/tenders');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Shipment 1001',
      'Shipment 1002',
    ]);
  });

  it('says why the list is empty', () => {
    renderWithAntd(tab({ rows: [] }));
    expect(screen.getByText('No tenders awaiting an answer')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows its skeleton while loading, the default or the one it is given', () => {
    const { unmount } = renderWithAntd(tab({ rows: undefined, loading: true }));
    expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();
    unmount();
    renderWithAntd(tab({ rows: undefined, loading: true, skeleton: <p>Loading tenders</p> }));
    expect(screen.getByText('Loading tenders')).toBeInTheDocument();
  });

  it('offers Retry when the read failed', async () => {
    const onRetry = jest.fn();
    renderWithAntd(tab({ rows: undefined, error: { message: 'Service unavailable' }, onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the rows bare, without a section, when it has no heading', () => {
    renderWithAntd(tab({ heading: undefined }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tenders' })).toBeInTheDocument();
  });

  it('opens the preview the address names and closes back to the tab', async () => {
    renderTenderTab('/dashboard/tenders/t-2/preview');
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Tender t-2');
    expect(drawer).toHaveTextContent('The tender t-2');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(currentAddress()).toHaveTextContent(/^\/dashboard\/tenders$/);
    await waitFor(() => expect(screen.queryByText('The tender t-2')).not.toBeInTheDocument());
  });

  it('loads the preview drawer when a row is first opened: the drawer opens on that click', async () => {
    renderTenderTab('/dashboard/tenders', linkedRows);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Shipment 1001' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('The tender t-1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(currentAddress()).toHaveTextContent(/^\/dashboard\/tenders$/);
  });
});
