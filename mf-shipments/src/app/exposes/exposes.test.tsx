import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { currentAddress, renderWithAddress } from '@trucks/shared-ui/testing';
import DashboardShipmentsTab from './dashboard-shipments-tab';

function renderTab(route: string) {
  return renderWithAddress(
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
    route,
  );
}

describe('DashboardShipmentsTab', () => {
  it('shows the tab’s list state without a preview', async () => {
    renderTab('/dashboard/shipments');
    expect(await screen.findByText('No shipments need updates')).toBeInTheDocument();
    expect(screen.queryByText('Shipment S100')).not.toBeInTheDocument();
  });

  it('previews the shipment the route names and closes back to the tab', async () => {
    const user = userEvent.setup();
    renderTab('/dashboard/shipments/S100/preview');
    expect(await screen.findByText('Shipment S100')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Stops' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(currentAddress()).toHaveTextContent(/^\/dashboard\/shipments$/);
  });
});
