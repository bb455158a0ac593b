import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { currentAddress, renderWithAddress, renderWithAntd } from '@trucks/shared-ui/testing';
import { standaloneRemoteLoader } from '../standalone-app';
import DashboardRatesTab from './dashboard-rates-tab';
import DashboardTendersTab from './dashboard-tenders-tab';
import LoadDetailDialog from './load-detail-dialog';

describe('LoadDetailDialog', () => {
  it('shows the header parts of the spec for the shipment while its details load', async () => {
    renderWithAntd(<LoadDetailDialog shipmentNumber="S100" type="tender" open onClose={() => {}} />);
    expect(await screen.findByRole('img', { name: 'Tender' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toHaveAttribute('href', '/tenders/S100');
    expect(screen.getByRole('link', { name: 'Reloads' })).toHaveAttribute(
      'href',
      '/reloads?reloadShipment=S100',
    );
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Offer Rate' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Loading Stops' })).toBeInTheDocument();
  });

  it('links an available load to its preview and closes when the user leaves through a link', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithAddress(
      <LoadDetailDialog shipmentNumber="S200" type="available" open onClose={onClose} />,
      '/',
    );
    await user.click(await screen.findByRole('link', { name: '#S200' }));
    expect(currentAddress()).toHaveTextContent('/available-freight/S200/preview');
    expect(onClose).toHaveBeenCalled();
  });

  it('calls onClose from its close button, and renders nothing while closed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithAntd(
      <LoadDetailDialog shipmentNumber="S300" type="rate" open onClose={onClose} />,
    );
    await user.click(await screen.findByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<LoadDetailDialog shipmentNumber="S300" type="rate" open={false} onClose={onClose} />);
    expect(screen.queryByRole('link', { name: '#S300' })).not.toBeInTheDocument();
  });
});

describe('dashboard tabs', () => {
  function renderTab(route: string) {
    return renderWithAddress(
      <Routes>
        <Route path="/dashboard/tenders" element={<DashboardTendersTab basePath="/dashboard/tenders" />} />
        <Route
          path="/dashboard/tenders/:id/preview"
          element={<DashboardTendersTab basePath="/dashboard/tenders" previewId="T55" />}
        />
        <Route path="/dashboard/rates" element={<DashboardRatesTab basePath="/dashboard/rates" />} />
      </Routes>,
      route,
    );
  }

  it('the Tenders tab shows its list state without a preview', async () => {
    renderTab('/dashboard/tenders');
    expect(await screen.findByText('No tenders awaiting an answer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Rates tab shows its list state', async () => {
    renderTab('/dashboard/rates');
    expect(await screen.findByText('No open rate requests')).toBeInTheDocument();
  });

  it('previews the tender the route names in a drawer that closes back to the tab', async () => {
    const user = userEvent.setup();
    renderTab('/dashboard/tenders/T55/preview');
    expect(await screen.findByText('Tender T55')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(currentAddress()).toHaveTextContent(/^\/dashboard\/tenders$/);
  });
});

describe('standalone remote loader', () => {
  it('reports other apps’ modules as unavailable', async () => {
    await expect(standaloneRemoteLoader('mf_cases_notes/NotesPanel')).rejects.toThrow(
      'Cases and Notes is not loaded when Load Board runs standalone',
    );
  });
});
