import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { currentAddress, renderWithAddress } from '@trucks/shared-ui/testing';
import { StandaloneRoutes, standaloneRemoteLoader } from './standalone-app';

const renderAt = (route: string) => renderWithAddress(<StandaloneRoutes />, route);

afterEach(() => installRemoteLoader(standaloneRemoteLoader));

describe('shipments routes', () => {
  it.each([
    ['/shipments', 'Shipments'],
    ['/my-shipments', 'My Shipments'],
  ])('%s shows the list titled %s with its views', async (route, title) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Views and filters' })).toBeInTheDocument();
  });

  it('the shipments list opens on Needs Updates, the spec’s list default, and offers active and past', async () => {
    const user = userEvent.setup();
    renderAt('/shipments');
    const views = await screen.findByRole('menu', { name: 'Shipment views' });
    expect(views).toHaveTextContent(/Needs Updates.*Active.*Past.*All/);
    await user.click(screen.getByText('Past'));
    expect(currentAddress()).toHaveTextContent('/shipments?view=past');
  });

  it.each([
    ['/shipments/S100', 'Shipments'],
    ['/shipments/S100/', 'Shipments'],
    ['/shipments/S100/stops/2', 'Shipments'],
    ['/my-shipments/S100', 'My Shipments'],
  ])('%s shows shipment S100 titled %s, loading', async (route, title) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Stops' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Latest Activity' })).toBeInTheDocument();
  });

  it('/all-shipments redirects to the shipments list, keeping the query string', async () => {
    renderAt('/all-shipments?view=past');
    expect(await screen.findByRole('heading', { level: 4, name: 'Shipments' })).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent(/^\/shipments\?view=past$/);
  });

  it('/all-shipments/trip/{tripId} shows the trip', async () => {
    renderAt('/all-shipments/trip/T9');
    expect(await screen.findByRole('heading', { level: 4, name: 'All Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trip T9' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Shipments' })).toBeInTheDocument();
  });

  it('/all-shipments/{n}/preview opens the Details sub-page', async () => {
    renderAt('/all-shipments/S100/preview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/details');
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['details', 'Details'],
    ['financials', 'Financials'],
    ['cases', 'Cases'],
    ['documents', 'Documents'],
    ['SignedRateConfirmation', 'Signed Rate Confirmation'],
  ])('/all-shipments/{n}/preview/%s shows the %s sub-page', async (subPage, tab) => {
    const route = `/all-shipments/S100/preview/${subPage}`;
    renderAt(route);
    expect(
      await screen.findByRole('heading', { level: 4, name: pageTitleFromPath(route) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
  });

  it('the sub-page tabs change the address', async () => {
    const user = userEvent.setup();
    renderAt('/all-shipments/S100/preview/details');
    await user.click(await screen.findByRole('tab', { name: 'Signed Rate Confirmation' }));
    expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/SignedRateConfirmation');
    expect(screen.getByRole('status', { name: 'Loading Signed Rate Confirmation' })).toBeInTheDocument();
  });

  it('the financials sub-page embeds mf_financials/ShipmentFinancials with the shipment number', async () => {
    const ShipmentFinancials: RemoteModules['mf_financials/ShipmentFinancials']['default'] = ({
      shipmentNumber,
    }) => <p>Financials of {shipmentNumber}</p>;
    installRemoteLoader(async (id) => {
      if (id !== 'mf_financials/ShipmentFinancials') throw new Error(`unexpected ${id}`);
      return { default: ShipmentFinancials } as RemoteModules[typeof id];
    });
    renderAt('/all-shipments/S100/preview/financials');
    expect(await screen.findByText('Financials of S100')).toBeInTheDocument();
  });

  it('standalone, the financials sub-page shows the area’s fallback with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/all-shipments/S100/preview/financials');
    expect(await screen.findByText('Financials is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each(['cases', 'documents'])(
    'the %s sub-page waits for the shipment it is keyed by',
    async (subPage) => {
      renderAt(`/all-shipments/S100/preview/${subPage}`);
      expect(await screen.findByRole('status', { name: 'Loading shipment' })).toBeInTheDocument();
    },
  );

  it.each([
    '/all-shipments/S100',
    '/all-shipments/S100/preview/notes',
    '/all-shipments/trip',
    '/my-shipments/S100/details',
  ])('%s is not a page: Route Not Found', async (route) => {
    renderAt(route);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
