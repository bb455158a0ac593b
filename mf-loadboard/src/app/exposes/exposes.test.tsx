import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, renderWithAddress } from '@trucks/shared-ui/testing';
import { atlantaDrop, carrier, dallasPickup, load } from '../../test/loads';
import { standaloneRemoteLoader } from '../standalone-app';
import DashboardRatesTab from './dashboard-rates-tab';
import DashboardTendersTab from './dashboard-tenders-tab';
import LoadDetailDialog from './load-detail-dialog';

jest.mock('../../features/load-detail/map/maplibre-route-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

function answering() {
  return installApiDouble()
    .on(API.loadboard.availableShipmentDetails, (request) =>
      load({ shipmentNumber: request.params.shipmentNumberOrId }),
    )
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, { data: [], page: 1, pageSize: 10, totalCount: 2 });
}

describe('LoadDetailDialog', () => {
  it('shows the header parts of the spec for the shipment; the actions wait for its details', async () => {
    answering();
    renderInApp(<LoadDetailDialog shipmentNumber="S100" type="tender" open onClose={() => {}} />, {
      user: carrier,
    });
    expect(await screen.findByRole('img', { name: 'Tender' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toHaveAttribute('href', '/tenders/S100');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Loading Stops' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reloads (2)' }));
    expect(currentAddress()).toHaveTextContent('/reloads?reloadShipment=S100');
  });

  it('links an available load to its preview and closes when the user leaves through a link', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answering();
    renderInApp(<LoadDetailDialog shipmentNumber="S200" type="available" open onClose={onClose} />, {
      user: carrier,
    });
    await user.click(await screen.findByRole('link', { name: '#S200' }));
    expect(currentAddress()).toHaveTextContent('/available-freight/S200/preview');
    expect(onClose).toHaveBeenCalled();
  });

  it('calls onClose from its close button, and renders nothing while closed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answering();
    const { rerender } = renderInApp(
      <LoadDetailDialog shipmentNumber="S300" type="rate" open onClose={onClose} />,
      { user: carrier },
    );
    await user.click(await screen.findByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<LoadDetailDialog shipmentNumber="S300" type="rate" open={false} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('link', { name: '#S300' })).not.toBeInTheDocument());
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
