// Issue 41, "A driver sees the whole company": a driver (spec 000 §1: "They see their shipments and
// profile") on a load they drive gets its details and documents, without the money (the Financials
// and Signed Rate Confirmation tabs, the billing configuration) or the company's cases; a dispatcher
// keeps them all. Which tabs show is shared-contracts' route access.
import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp } from '@trucks/shared-ui/testing';
import { ShipmentPreviewPage } from './shipment-preview-page';
import type { ShipmentSubPage } from './shipment-preview-page';
import { answerShipmentReads, dispatcher, driverUser } from '../../../test/shipment-fixtures';

jest.setTimeout(30_000);

function PreviewRoute() {
  const { shipmentNumber = '', subPage = 'details' } = useParams();
  return <ShipmentPreviewPage shipmentNumber={shipmentNumber} subPage={subPage as ShipmentSubPage} />;
}

function renderDetailsAs(user: typeof dispatcher) {
  answerShipmentReads(installApiDouble());
  renderInApp(
    <Routes>
      <Route path="/all-shipments/:shipmentNumber/preview/:subPage" element={<PreviewRoute />} />
    </Routes>,
    { route: '/all-shipments/100200/preview/details', user },
  );
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe("a shipment's details per persona", () => {
  it('a driver gets Details and Documents, no billing configuration and nothing to change', async () => {
    renderDetailsAs(driverUser);
    expect(await screen.findByRole('heading', { level: 3, name: 'Stops' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Details', 'Documents']);
    expect(await screen.findByText('Dana Driver')).toBeInTheDocument();
    expect(await screen.findByText(/Denver Foods, 1701 Wynkoop St/)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 3, name: 'Billing Configuration' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit appointment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit PRO number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Dana Driver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Driver to assign' })).not.toBeInTheDocument();
  });

  it('a dispatcher gets every tab, the billing configuration and the changes', async () => {
    renderDetailsAs(dispatcher);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Billing Configuration' }),
    ).toBeInTheDocument();
    expect(tabNames()).toEqual(['Details', 'Financials', 'Cases', 'Documents', 'Signed Rate Confirmation']);
    expect(await screen.findByRole('button', { name: 'Remove Dana Driver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit PRO number' })).toBeInTheDocument();
  });
});
