import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import {
  atlantaDrop,
  carrier,
  dallasPickup,
  load,
  paymentConfiguration,
  rateRequest,
  tender,
} from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
  drawPositionsMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

const emptyPage = { data: [], page: 1, pageSize: 10, totalCount: 0 };

// The host mounts `<prefix>/*` for each owned prefix; the standalone routes do the same.
function renderAt(route: string) {
  installApiDouble()
    .on(API.loadboard.availableShipments, emptyPage)
    .on(API.loadboard.topPicks, emptyPage)
    .on(API.carriers.reloads, emptyPage)
    .on(API.loadboard.availableShipmentDetails, load())
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, emptyPage)
    .on(API.loadboard.tenders, emptyPage)
    .on(API.loadboard.tender, tender())
    .on(API.carriers.paymentConfigurations, paymentConfiguration())
    .on(API.carriers.searchTrailers, emptyPage)
    .on(API.carriers.searchPowerUnits, emptyPage)
    .on(API.loadboard.rateRequests, emptyPage)
    .on(API.loadboard.rateRequest, rateRequest())
    .on(API.loadboard.savedLanes, [])
    .on(API.carriers.liveEquipment, [])
    .on(API.carriers.trackingDevices, emptyPage);
  return renderInApp(<StandaloneRoutes />, { route, user: carrier });
}

/** A rate request's id as the trucks API gives it. */
const RATE_ID = '22fe78a9-984d-4165-af6e-91027eecf0ac';

describe('load board routes', () => {
  // Titles follow the spec's rule: the first path segment, split at hyphens and capitals.
  it.each([
    ['/available-freight', 'Available Freight'],
    ['/reloads', 'Reloads'],
    ['/reloads?reloadShipment=S100&originRadius=50', 'Reloads'],
    ['/tenders', 'Tenders'],
    ['/rates', 'Rates'],
    ['/live-equipment', 'Live Equipment'],
    ['/saved-lanes', 'Saved Lanes'],
    ['/lanes', 'Lanes'],
    ['/top-picks', 'Top Picks'],
  ])('%s shows the list page titled %s with its side panel', async (route, title) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Views and filters' });
    expect(within(panel).getByText('VIEWS')).toBeInTheDocument();
    expect(within(panel).getByText('FILTERS')).toBeInTheDocument();
  });

  it.each([
    // The caption names the shipment, never the record's id (issue 27: 'Rate request 22fe78a9-...').
    ['/tenders/T55/preview', 'Tenders', 'Shipment S100', 'Tender'],
    ['/tenders/T55/preview/details', 'Tenders', 'Shipment S100', undefined],
    ['/rates/S100/preview', 'Rates', 'Shipment S100', 'Rate request'],
    ['/rates/R77/preview', 'Rates', 'Shipment S100', 'Rate request'],
    ['/rates/R77/preview/details', 'Rates', 'Shipment S100', undefined],
    [`/rates/${RATE_ID}/preview`, 'Rates', 'Shipment S100', 'Rate request'],
  ])('%s shows the record page titled %s for %s', async (route, title, caption, icon) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: caption })).toBeInTheDocument();
    if (icon) {
      expect(await screen.findByRole('img', { name: icon })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Stops' })).toHaveTextContent('Dallas, TX 75201');
    } else {
      expect(await screen.findByText('Status')).toBeInTheDocument();
    }
  });

  it.each([
    ['/tenders/S100', 'Tenders', 'Shipment S100'],
    ['/rates/S100', 'Rates', 'Shipment S100'],
    ['/rates/AllIn/shipment/S100', 'Rates', 'Shipment S100 (All In)'],
    ['/rates/RateAndFuel/shipment/S100', 'Rates', 'Shipment S100 (Rate + Fuel)'],
  ])('%s shows the load of the shipment it names on a page titled %s (%s)', async (route, title, caption) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: caption })).toBeInTheDocument();
    expect(await screen.findByText('Ready to Book')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Stops' })).toHaveTextContent('Dallas, TX 75201');
  });

  it('/available-freight/S100/preview opens the load over the list, and the close goes back to the list', async () => {
    const user = userEvent.setup();
    renderAt('/available-freight/S100/preview?orderBy=rate');
    expect(await screen.findByRole('heading', { level: 4, name: 'Available Freight' })).toBeInTheDocument();
    expect(await screen.findByText('Shipment #S100')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Stops' })).toHaveTextContent('Dallas, TX 75201');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/available-freight\?orderBy=rate$/));
  });

  it.each([
    '/available-freight/S100',
    '/available-freight/S100/preview/extra',
    '/reloads/S100',
    '/tenders/T55/preview/history',
    '/rates/Bogus/shipment/S100',
    '/equipment/boats',
    '/top-picks/1',
  ])('%s is not a page: Route Not Found', async (route) => {
    renderAt(route);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('/equipment opens the Trailers tab, and switching tabs changes the address', async () => {
    const user = userEvent.setup();
    renderAt('/equipment');
    expect(await screen.findByRole('heading', { level: 4, name: 'Equipment' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/equipment/trailers'));
    expect(screen.getByRole('tab', { name: /^Trailers/, selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No trailers yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Power Units/ }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/equipment/power-units'));
    expect(screen.getByRole('tab', { name: /^Power Units/, selected: true })).toBeInTheDocument();
  });

  it('/equipment searches by q in the address', async () => {
    const user = userEvent.setup();
    renderAt('/equipment/power-units');
    await user.type(await screen.findByRole('searchbox', { name: 'Search Power Units' }), 'PU-7{Enter}');
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/equipment/power-units?q=PU-7'));
    expect(await screen.findByText("No power units match 'PU-7'")).toBeInTheDocument();
  });

  it('the preview and details sub-pages switch by address', async () => {
    const user = userEvent.setup();
    renderAt('/tenders/T55/preview');
    await user.click(await screen.findByText('Details'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/tenders/T55/preview/details'));
  });
});

describe('reload search', () => {
  it('names the shipment it starts from and keeps the search in the query string', async () => {
    const user = userEvent.setup();
    renderAt('/reloads?reloadShipment=S100');
    expect(await screen.findByText('Reloads for shipment #S100')).toBeInTheDocument();
    expect(await screen.findByText('No reloads found for shipment #S100')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    await user.type(screen.getByLabelText('Origin Radius (miles)'), '75');
    await user.click(screen.getByLabelText('Include partials'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent(
        '/reloads?reloadShipment=S100&originRadius=75&includePartials=true',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/reloads\?reloadShipment=S100$/));
    expect(screen.getByLabelText('Origin Radius (miles)')).toHaveValue('');
  });

  it('orders by the chosen view at once', async () => {
    const user = userEvent.setup();
    renderAt('/reloads');
    const views = await screen.findByRole('list', { name: 'Order reloads by' });
    await user.click(within(views).getByText('Highest Rate'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/reloads?orderBy=rate'));
  });
});

describe('tender and rate lists', () => {
  it.each(['/tenders', '/rates'])('%s opens on Sent and offers every status', async (route) => {
    const user = userEvent.setup();
    renderAt(route);
    const views = await screen.findByRole('list', { name: /status$/ });
    for (const label of ['Sent', 'Accepted', 'Rejected', 'Rescinded', 'Booking Rescinded', 'All']) {
      expect(within(views).getByText(label)).toBeInTheDocument();
    }
    await user.click(within(views).getByText('Accepted'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(`${route}?status=Accepted`));
  });
});
