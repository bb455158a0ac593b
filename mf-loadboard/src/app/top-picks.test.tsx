// /top-picks through the real client and the API double: loads matched to the carrier.
import { screen } from '@testing-library/react';
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

it('lists the picks with lane and Book It Now rate, and a row opens the load-detail dialog', async () => {
  const user = userEvent.setup();
  const api = installApiDouble()
    .on(API.loadboard.topPicks, { data: [match()], page: 1, pageSize: 10, totalCount: 1 })
    .on(API.loadboard.availableShipmentDetails, load({ shipmentNumber: 'S900' }))
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, { data: [], page: 1, pageSize: 10, totalCount: 0 });
  renderInApp(<StandaloneRoutes />, { route: '/top-picks', user: carrier });
  expect(await screen.findByText('$950.00')).toBeInTheDocument();
  expect(screen.getByText('Miami, FL')).toBeInTheDocument();
  expect(screen.getByText('1 top pick')).toBeInTheDocument();
  expect(api.requests(API.loadboard.topPicks)[0]?.query).toEqual({ page: '1', pageSize: '10' });
  await user.click(screen.getByRole('button', { name: '#S900' }));
  expect(await screen.findByText('Shipment #S900')).toBeInTheDocument();
});
