import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import {
  atlantaDrop,
  carrier,
  dallasPickup,
  load,
  pageOf,
  paymentConfiguration,
  rateRequest,
  tender,
} from '../../test/loads';
import { standaloneRemoteLoader } from '../standalone-app';
import DashboardRatesTab from './dashboard-rates-tab';
import DashboardTendersTab from './dashboard-tenders-tab';
import LoadDetailDialog from './load-detail-dialog';

jest.mock('../../ui/map/maplibre-map', () => ({
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
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/reloads?reloadShipment=S100'));
  });

  it('links an available load to its preview and closes when the user leaves through a link', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    answering();
    renderInApp(<LoadDetailDialog shipmentNumber="S200" type="available" open onClose={onClose} />, {
      user: carrier,
    });
    await user.click(await screen.findByRole('link', { name: '#S200' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/available-freight/S200/preview'));
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

describe('dashboard tabs (issue 12: ./DashboardTendersTab, ./DashboardRatesTab and their previews)', () => {
  function renderTab(route: string, { tenders = [tender()], requests = [rateRequest()] } = {}) {
    const api = answering()
      .on(API.loadboard.tenders, pageOf(tenders))
      .on(API.loadboard.tender, (request) =>
        request.params.id === 'T55' ? tender() : { status: 404, body: { title: 'Not Found' } },
      )
      .on(API.loadboard.rateRequests, pageOf(requests))
      .on(API.loadboard.rateRequest, rateRequest())
      .on(API.carriers.paymentConfigurations, paymentConfiguration());
    renderInApp(
      <Routes>
        <Route path="/dashboard/tenders" element={<DashboardTendersTab basePath="/dashboard/tenders" />} />
        <Route
          path="/dashboard/tenders/:id/preview"
          element={<DashboardTendersTab basePath="/dashboard/tenders" previewId="T55" />}
        />
        <Route path="/dashboard/rates" element={<DashboardRatesTab basePath="/dashboard/rates" />} />
        <Route
          path="/dashboard/rates/:id/preview"
          element={<DashboardRatesTab basePath="/dashboard/rates" previewId="R77" />}
        />
      </Routes>,
      { route, user: carrier },
    );
    return api;
  }

  it('the Tenders tab lists the Sent tenders, each linking to its preview', async () => {
    const api = renderTab('/dashboard/tenders');
    expect(await screen.findByRole('link', { name: '#S100' })).toHaveAttribute(
      'href',
      '/dashboard/tenders/T55/preview',
    );
    expect(screen.getByText('Tenders awaiting an answer (1)')).toBeInTheDocument();
    expect(screen.getByText('$1,875.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tenders' })).toHaveAttribute('href', '/tenders');
    expect(api.requests(API.loadboard.tenders)[0]?.query).toMatchObject({ statuses: 'Sent' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a tab is empty', async () => {
    renderTab('/dashboard/tenders', { tenders: [] });
    expect(await screen.findByText('No tenders awaiting an answer')).toBeInTheDocument();
  });

  it('the Rates tab lists the open rate requests of the company', async () => {
    const api = renderTab('/dashboard/rates');
    expect(await screen.findByRole('link', { name: '#S100' })).toHaveAttribute(
      'href',
      '/dashboard/rates/R77/preview',
    );
    expect(api.requests(API.loadboard.rateRequests)[0]?.query).toMatchObject({
      carrierId: 'C-100',
      statuses: 'Sent',
    });
  });

  it('previews the tender the route names in a drawer with its answers, closing back to the tab', async () => {
    const user = userEvent.setup();
    renderTab('/dashboard/tenders/T55/preview');
    expect(await screen.findByRole('dialog', { name: 'Shipment #S100' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Tender' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/dashboard\/tenders$/));
  });

  it('previews the rate request the route names with Offer Rate', async () => {
    renderTab('/dashboard/rates/R77/preview');
    // The drawer names the request's shipment, not its id (issue 27).
    const drawer = await screen.findByRole('dialog', { name: 'Shipment #S100' });
    expect(drawer).not.toHaveTextContent(/R77/);
    expect(await screen.findByRole('img', { name: 'Rate request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer Rate' })).toBeInTheDocument();
  });
});

describe('standalone remote loader', () => {
  it('reports other apps’ modules as unavailable', async () => {
    await expect(standaloneRemoteLoader('mf_cases_notes/NotesPanel')).rejects.toThrow(
      'Cases and Notes is not loaded when Load Board runs standalone',
    );
  });
});
