// /available-freight through the real client, React Query and the API double (issue 11 'Available
// freight', 'Freshness'; spec 000 §3, §9: weights and miles to 2 decimals, dates in the stop's zone).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { StandaloneRoutes } from './standalone-app';
import { atlantaDrop, carrier, dallasPickup, load } from '../test/loads';
import { availableShipmentListQueryOptions } from '../features/available-freight/api/available-shipments';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

const page = (data = [load()]) => ({ data, page: 1, pageSize: 10, totalCount: data.length });

describe('/available-freight', () => {
  it('lists each load: lane with dates in the stop zone, equipment, weight, miles, Book It Now and rate per mile', async () => {
    const api = installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    const row = (await screen.findByRole('link', { name: '#S100' })).closest('tr')!;
    expect(within(row).getByText('Dallas, TX')).toBeInTheDocument();
    expect(within(row).getByText('Jan 15, 2026 7:00 CST')).toBeInTheDocument();
    expect(within(row).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(row).getByText('Jan 16, 2026 8:00 EST – Jan 16, 2026 12:00 EST')).toBeInTheDocument();
    expect(within(row).getByText('Dry · Van')).toBeInTheDocument();
    expect(within(row).getByText('42,000.46 lbs')).toBeInTheDocument();
    expect(within(row).getByText('781.23 mi')).toBeInTheDocument();
    expect(within(row).getByText('$2,100.00')).toBeInTheDocument();
    expect(within(row).getByText('$2.69/mi')).toBeInTheDocument();
    expect(screen.getByText('1 load')).toBeInTheDocument();
    expect(api.requests(API.loadboard.availableShipments)[0]?.query).toEqual({
      page: '1',
      pageSize: '10',
      includePartials: 'true',
      orderBy: 'pickupDate',
    });
  });

  it('sends the filters, the Book It Now view and the rate-per-mile order from the address', async () => {
    const api = installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, {
      route:
        '/available-freight?view=bookItNow&origin=Dallas%2C%20TX&originRadius=50&destination=GA&pickupStart=2026-01-15&pickupEnd=2026-01-20&equipmentMode=1&includePartials=false&orderBy=ratePerMile',
      user: carrier,
    });
    await screen.findByRole('link', { name: '#S100' });
    expect(api.requests(API.loadboard.availableShipments)[0]?.query).toEqual({
      page: '1',
      pageSize: '10',
      originCity: 'Dallas',
      originState: 'TX',
      originRadius: '50',
      destinationState: 'GA',
      pickupDateStart: '2026-01-15',
      pickupDateEnd: '2026-01-20',
      equipmentMode: '1',
      includePartials: 'false',
      bookItNow: 'true',
      orderBy: 'ratePerMile',
    });
  });

  it('chooses the order in FILTERS and applies it to the address', async () => {
    const user = userEvent.setup();
    installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    await screen.findByRole('link', { name: '#S100' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    await user.click(screen.getByRole('radio', { name: 'Highest Rate Per Mile' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The address changes once the new order's first page has answered (or after 150 ms at most).
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/available-freight?orderBy=ratePerMile'));
  });

  it('reads the first page of the chosen order ahead of Apply, so Apply shows it from the cache', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.loadboard.availableShipments, (request) =>
      request.query.orderBy === 'ratePerMile' ? page([load({ shipmentNumber: 'S900' })]) : page(),
    );
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    await screen.findByRole('link', { name: '#S100' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    await user.click(screen.getByRole('radio', { name: 'Highest Rate Per Mile' }));
    await waitFor(() =>
      expect(api.requests(API.loadboard.availableShipments).map((r) => r.query.orderBy)).toContain(
        'ratePerMile',
      ),
    );
    const readAhead = api.requests(API.loadboard.availableShipments).length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('link', { name: '#S900' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#S100' })).not.toBeInTheDocument();
    // The board is the page read ahead, still fresh: Apply asked nothing more.
    expect(api.requests(API.loadboard.availableShipments)).toHaveLength(readAhead);
  });

  it('says why it is empty, with Reset filters when filtered', async () => {
    installApiDouble().on(API.loadboard.availableShipments, page([]));
    renderInApp(<StandaloneRoutes />, { route: '/available-freight?equipmentMode=2', user: carrier });
    expect(await screen.findByText('No loads match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('a failed read shows the error with Retry', async () => {
    installApiDouble().on(API.loadboard.availableShipments, {
      status: 500,
      body: { title: 'Board is down' },
    });
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    expect(await screen.findByText('Board is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a row opens its preview over the list, keeping the filters', async () => {
    const user = userEvent.setup();
    installApiDouble()
      .on(API.loadboard.availableShipments, page())
      .on(API.loadboard.availableShipmentDetails, load())
      .on(API.shipments.stops, [dallasPickup, atlantaDrop])
      .on(API.loadboard.shipmentMatches, [])
      .on(API.shipments.reloads, page([]) as never);
    renderInApp(<StandaloneRoutes />, { route: '/available-freight?orderBy=rate', user: carrier });
    await user.click(await screen.findByText('781.23 mi'));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/available-freight/S100/preview?orderBy=rate'),
    );
    expect(await screen.findByText('Shipment #S100')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
    expect(screen.getAllByRole('link', { name: '#S100', hidden: true })).toHaveLength(2);
  });

  it('reads the board again every 30 s, so a load booked by someone else leaves it (freshness)', () => {
    expect(availableShipmentListQueryOptions({ page: 1 }).refetchInterval).toBe(30_000);
  });
});

describe("Origin and Destination: 'City, ST' or a state code, never silently ignored (issue 41)", () => {
  const HINT = "Type 'City, ST' or a state code ('TX').";

  it('text the board cannot read says what to type at the field, is not searched and cannot be applied', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    await screen.findByRole('link', { name: '#S100' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    const origin = await screen.findByLabelText('Origin');
    await user.type(origin, 'Dallas TX');
    expect(origin).toHaveValue('Dallas TX');
    expect(origin).toHaveAccessibleDescription(HINT);
    expect(origin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const destination = screen.getByLabelText('Destination');
    await user.type(destination, 'Georgia');
    expect(destination).toHaveAccessibleDescription(HINT);
    // Nothing was asked with the unreadable text (neither read ahead nor applied).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const request of api.requests(API.loadboard.availableShipments)) {
      expect(request.query).not.toHaveProperty('originCity');
      expect(request.query).not.toHaveProperty('destinationCity');
    }
    await user.clear(origin);
    await user.type(origin, 'dallas, tx');
    await user.clear(destination);
    await user.type(destination, 'ga');
    expect(origin).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/available-freight?origin=dallas%2C+tx&destination=ga'),
    );
    expect(api.requests(API.loadboard.availableShipments).at(-1)?.query).toMatchObject({
      originCity: 'dallas',
      originState: 'TX',
      destinationState: 'GA',
    });
  });

  it('an address with an unreadable origin lists nothing and says why, without asking the API', async () => {
    const api = installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, {
      route: '/available-freight?origin=Dallas%20TX&destination=GA',
      user: carrier,
    });
    expect(await screen.findByText(`Origin 'Dallas TX' cannot be read. ${HINT}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#S100' })).not.toBeInTheDocument();
    expect(api.requests(API.loadboard.availableShipments)).toHaveLength(0);
  });
});

describe('Origin and Destination Radius: whole miles from 0 to 1,000, never rounded or clamped (issue 41 item 4)', () => {
  const MESSAGE = 'Enter a whole number from 0 to 1,000 miles';

  it('a radius the board cannot take is kept as typed, said at the filter, not searched and cannot be applied', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.loadboard.availableShipments, page());
    renderInApp(<StandaloneRoutes />, { route: '/available-freight', user: carrier });
    await screen.findByRole('link', { name: '#S100' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    await user.type(await screen.findByLabelText('Origin'), 'Dallas, TX');
    const radius = screen.getByLabelText('Origin Radius (miles)');
    for (const typed of ['2.5', 'abc', '5000']) {
      await user.clear(radius);
      await user.type(radius, typed);
      expect(radius).toHaveValue(typed);
      expect(radius).toHaveAccessibleDescription(MESSAGE);
      expect(radius).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    }
    // Read ahead only with what the filter can read (the keys on the way: '2', '5', '50', '500').
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = api.requests(API.loadboard.availableShipments).map((request) => request.query.originRadius);
    expect(
      sent.filter((miles) => miles !== undefined && !['2', '5', '50', '500'].includes(String(miles))),
    ).toEqual([]);

    await user.clear(radius);
    await user.type(radius, '250');
    expect(radius).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('originRadius=250'));
    expect(api.requests(API.loadboard.availableShipments).at(-1)?.query).toMatchObject({
      originCity: 'Dallas',
      originRadius: '250',
    });
  });
});
