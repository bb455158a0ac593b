// /reloads through the real client and the API double (spec 000 §3 'Reload search').
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp } from '@trucks/shared-ui/testing';
import { StandaloneRoutes } from './standalone-app';
import { atlantaDrop, carrier, dallasPickup, load, match } from '../test/loads';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

it('searches reloads after the shipment it names (at the top), by radius, dates, partials and order; a row opens the dialog', async () => {
  const user = userEvent.setup();
  const api = installApiDouble()
    .on(API.carriers.reloads, { data: [match()], page: 1, pageSize: 10, totalCount: 1 })
    .on(API.loadboard.availableShipmentDetails, (request) =>
      load({ shipmentNumber: request.params.shipmentNumberOrId }),
    )
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, { data: [], page: 1, pageSize: 10, totalCount: 0 });
  renderInApp(<StandaloneRoutes />, {
    route:
      '/reloads?reloadShipment=S100&originRadius=75&destinationRadius=200&dateStart=2026-01-16&dateEnd=2026-01-20&includePartials=true&orderBy=ratePerMile',
    user: carrier,
  });
  expect(await screen.findByText('Reloads for shipment #S100')).toBeInTheDocument();
  expect(
    await screen.findByText(/Dallas, TX → Atlanta, GA, delivers Jan 16, 2026 8:00 EST/),
  ).toBeInTheDocument();
  expect(await screen.findByText('12.35 mi')).toBeInTheDocument();
  expect(api.requests(API.carriers.reloads)[0]).toMatchObject({
    params: { id: 'C-100' },
    query: {
      page: '1',
      pageSize: '10',
      reloadShipment: 'S100',
      originRadius: '75',
      destinationRadius: '200',
      dateRangeStart: '2026-01-16',
      dateRangeEnd: '2026-01-20',
      includePartials: 'true',
      orderBy: 'ratePerMile',
    },
  });
  await user.click(screen.getByRole('button', { name: '#S900' }));
  expect(await screen.findByText('Shipment #S900')).toBeInTheDocument();
});

it("a radius of 'abc' is kept as typed, said at the filter and cannot be applied; 300 miles is (issue 41 item 4)", async () => {
  const user = userEvent.setup();
  const api = installApiDouble().on(API.carriers.reloads, { data: [], page: 1, pageSize: 10, totalCount: 0 });
  renderInApp(<StandaloneRoutes />, { route: '/reloads', user: carrier });
  expect(await screen.findByText('No reloads found')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
  const radius = await screen.findByLabelText('Destination Radius (miles)');
  await user.type(radius, 'abc');
  expect(radius).toHaveValue('abc');
  expect(radius).toHaveAccessibleDescription('Enter a whole number from 0 to 1,000 miles');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await user.clear(radius);
  await user.type(radius, '300');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(api.requests(API.carriers.reloads).at(-1)?.query).toMatchObject({ destinationRadius: '300' }),
  );
  for (const request of api.requests(API.carriers.reloads))
    expect(request.query.destinationRadius ?? '300').toBe('300');
});
