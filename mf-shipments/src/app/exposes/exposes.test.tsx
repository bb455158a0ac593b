import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { answerShipmentReads, dispatcher, page, shipment } from '../../test/shipment-fixtures';
import DashboardShipmentsTab from './dashboard-shipments-tab';

jest.setTimeout(30_000);

const S100 = shipment({ shipmentNumber: 'S100', hasTrackingProblems: true });

function renderTab(route: string) {
  return renderInApp(
    <Routes>
      <Route
        path="/dashboard/shipments"
        element={<DashboardShipmentsTab basePath="/dashboard/shipments" />}
      />
      <Route
        path="/dashboard/shipments/:n/preview"
        element={<DashboardShipmentsTab basePath="/dashboard/shipments" previewId="S100" />}
      />
    </Routes>,
    { route, user: dispatcher },
  );
}

describe('DashboardShipmentsTab', () => {
  it('lists the shipments needing updates (the spec’s list default, as the badge counts them), each linking its preview', async () => {
    const api = answerShipmentReads(installApiDouble(), S100).on(API.shipments.list, page([S100], 7, 10));
    renderTab('/dashboard/shipments');
    expect(await screen.findByRole('link', { name: 'Shipment S100' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/S100/preview',
    );
    expect(screen.getByText(/7 shipments need an update/)).toBeInTheDocument();
    expect(screen.getByText('Tracking Problem')).toBeInTheDocument();
    expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({
      statuses: ['3', '4', '5', '6', '7'],
      needsUpdates: 'true',
    });
  });

  it('says when no shipment needs an update', async () => {
    installApiDouble().on(API.shipments.list, page([]));
    renderTab('/dashboard/shipments');
    expect(await screen.findByText('No shipments need updates')).toBeInTheDocument();
  });

  it('previews the shipment the route names and closes back to the tab', async () => {
    const user = userEvent.setup();
    answerShipmentReads(installApiDouble(), S100).on(API.shipments.list, page([S100]));
    renderTab('/dashboard/shipments/S100/preview');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Shipment S100')).toBeInTheDocument();
    expect(await within(drawer).findByText(/Denver Foods, 1701 Wynkoop St/)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open shipment' })).toHaveAttribute(
      'href',
      '/all-shipments/S100/preview/details',
    );
    // The preview is the company's own shipment: no 'already booked' notice linking to itself (issue 41).
    expect(screen.queryByText(/already booked by your company/)).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/dashboard\/shipments$/));
  });

  it('opens a shipment from its row without the notice: the row is the company’s own list', async () => {
    const user = userEvent.setup();
    answerShipmentReads(installApiDouble(), S100).on(API.shipments.list, page([S100]));
    renderTab('/dashboard/shipments');
    await user.click(await screen.findByRole('link', { name: 'Shipment S100' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/Denver Foods, 1701 Wynkoop St/)).toBeInTheDocument();
    expect(screen.queryByText(/already booked by your company/)).not.toBeInTheDocument();
  });
});
