import { screen, within } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp } from '@trucks/shared-ui/testing';
import { dispatcher, dropoff, page, pickup, shipment } from '../../../test/shipment-fixtures';
import { TripPage } from './trip-page';

jest.setTimeout(30_000);

describe('/all-shipments/trip/{tripId}', () => {
  it('shows the trip’s shipments in the order they run, each with its stops in order', async () => {
    const first = shipment();
    const second = shipment({
      id: 'ship-5',
      shipmentNumber: '100500',
      stops: [
        {
          ...dropoff,
          id: 's-52',
          stopNumber: 2,
          city: 'Omaha',
          state: 'NE',
          earlyDateTime: '2026-03-10T08:00:00-05:00',
        },
        {
          ...pickup,
          id: 's-51',
          city: 'Denver',
          state: 'CO',
          earlyDateTime: '2026-03-08T09:00:00-06:00',
          ianaTimeZone: 'America/Denver',
        },
      ],
    });
    const api = installApiDouble().on(API.shipments.list, page([second, first]));
    renderInApp(<TripPage tripId="trip-4" />, { route: '/all-shipments/trip/trip-4', user: dispatcher });
    const links = await screen.findAllByRole('link', { name: /^Shipment / });
    expect(links.map((link) => link.textContent)).toEqual(['Shipment 100200', 'Shipment 100500']);
    const stops = within(screen.getByRole('region', { name: 'Stops of shipment 100500' }));
    expect(stops.getAllByText(/^\d\. /).map((item) => item.textContent)).toEqual([
      '1. Pickup · Denver, CO',
      '2. Dropoff · Omaha, NE',
    ]);
    expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({ tripId: 'trip-4' });
  });

  it('says when none of the user’s shipments are on the trip', async () => {
    installApiDouble().on(API.shipments.list, page([]));
    renderInApp(<TripPage tripId="trip-9" />, { route: '/all-shipments/trip/trip-9', user: dispatcher });
    expect(await screen.findByText('No shipments of yours are on this trip')).toBeInTheDocument();
  });
});
