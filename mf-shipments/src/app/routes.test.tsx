import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { answerShipmentReads, dispatcher, page, shipment } from '../test/shipment-fixtures';
import { StandaloneRoutes, standaloneRemoteLoader } from './standalone-app';

jest.setTimeout(30_000);

const S100 = shipment({ shipmentNumber: 'S100' });

const renderAt = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: dispatcher });

beforeEach(() => {
  answerShipmentReads(installApiDouble(), S100)
    .on(API.shipments.list, page([S100]))
    .on(API.shipments.totalCount, { totalCount: 1 });
});
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
    const views = await screen.findByRole('list', { name: 'Shipment views' });
    expect(views).toHaveTextContent(/Needs Updates.*Active.*Past.*All/);
    await user.click(within(views).getByText('Past'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/shipments?view=past'));
  });

  it.each([
    ['/shipments/S100', 'Shipments'],
    ['/shipments/S100/', 'Shipments'],
    ['/shipments/S100/stops/2', 'Shipments'],
    ['/my-shipments/S100', 'My Shipments'],
  ])('%s shows shipment S100 titled %s with its details', async (route, title) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    expect(await screen.findByText(/Denver Foods, 1701 Wynkoop St/)).toBeInTheDocument();
    expect(await screen.findByText('Checked call: rolling on I-25')).toBeInTheDocument();
  });

  it('/all-shipments redirects to the shipments list, keeping the query string', async () => {
    renderAt('/all-shipments?view=past');
    expect(await screen.findByRole('heading', { level: 4, name: 'Shipments' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/shipments\?view=past$/));
  });

  it('/all-shipments/trip/{tripId} shows the trip', async () => {
    renderAt('/all-shipments/trip/T9');
    expect(await screen.findByRole('heading', { level: 4, name: 'All Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trip T9' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shipment S100' })).toBeInTheDocument();
  });

  it('/all-shipments/{n}/preview opens the Details sub-page', async () => {
    renderAt('/all-shipments/S100/preview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/details'));
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
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/SignedRateConfirmation'),
    );
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

  it.each([
    ['cases', 'mf_cases_notes/ShipmentCases'],
    ['documents', 'mf_cases_notes/DocumentsPanel'],
  ] as const)('the %s sub-page embeds %s once the shipment (its id) is read', async (subPage, module) => {
    const seen: string[] = [];
    installRemoteLoader(async (id) => {
      seen.push(id);
      const Widget = (props: object) => <p>Widget {JSON.stringify(props)}</p>;
      return { default: Widget } as never;
    });
    renderAt(`/all-shipments/S100/preview/${subPage}`);
    expect(await screen.findByText(/"shipmentId":"ship-1"/)).toBeInTheDocument();
    expect(seen).toEqual([module]);
  });

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
