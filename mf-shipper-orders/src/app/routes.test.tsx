import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { location, order, shipper } from '../test/fixtures';
import { StandaloneRoutes } from './standalone-app';

const renderAt = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: shipper });

const empty = { data: [], totalCount: 0, page: 1, pageSize: 10 };
beforeEach(() => {
  installApiDouble()
    .on(API.shipper.findOrders, { ...empty, pageSize: 50 })
    .on(API.shipper.orderStatusCounts, { open: 0, planned: 0, booked: 0, inTransit: 0, delivered: 0, all: 0 })
    .on(API.shipper.orderFilterSets, [])
    .on(API.shipper.getOrder, order({ orderNumber: 'O5' }))
    .on(API.shipper.geocode, [])
    .on(API.shipper.findLocations, { ...empty, data: [location()], totalCount: 1 })
    .on(API.shipper.quotableLocations, empty)
    .on(API.shipper.ediLocations, empty);
});

describe('shipper routes', () => {
  it.each([
    [
      '/orders',
      'Orders',
      'Order views',
      ['All Orders', 'Open', 'Planned', 'Booked', 'In Transit', 'Delivered'],
    ],
    [
      '/locations',
      'Locations',
      'Location lists',
      ['Company Locations', 'All Locations', 'Quotable Locations', 'EDI Locations'],
    ],
    [
      '/shipment-booking',
      'Shipment Booking',
      'Shipment views',
      ['All', 'Draft', 'Ready to Book', 'Tendering'],
    ],
    [
      '/shipment-tracking',
      'Shipment Tracking',
      'Shipment views',
      ['All', 'Booked', 'In Transit', 'Delivered'],
    ],
  ])('%s shows the list titled %s with its views', async (route, title, viewsLabel, views) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    const menu = screen.getByRole('list', { name: viewsLabel });
    for (const view of views) expect(within(menu).getByText(view)).toBeInTheDocument();
  });

  it.each([['/shipment-tracking/S100/preview', 'Shipment S100']])(
    '%s shows %s under the title while it loads (its sections: shipments-routes.test)',
    async (route, caption) => {
      renderAt(route);
      expect(
        await screen.findByRole('heading', { level: 4, name: pageTitleFromPath(route) }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: caption })).toBeInTheDocument();
    },
  );

  it('/orders/{n}/preview opens Details, and the tabs switch to Logistics by address', async () => {
    const user = userEvent.setup();
    renderAt('/orders/O5/preview');
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/O5/preview/details'));
    await user.click(screen.getByRole('tab', { name: 'Logistics' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/O5/preview/logistics'));
  });

  it('Create Order on the list opens the order form', async () => {
    const user = userEvent.setup();
    renderAt('/orders');
    await user.click(await screen.findByRole('button', { name: /Create Order/ }));
    // The order form's chunk is first imported here (compiled on demand in jest; the preview's chunk
    // no longer carries the form), and the router keeps the old address until it has loaded.
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/create'), { timeout: 15_000 });
  }, 20_000);

  it.each([
    '/orders/O5',
    '/orders/O5/preview/stops',
    '/locations/L3',
    '/shipment-booking/S100',
    '/shipment-tracking/S100',
  ])('%s is not a page: Route Not Found', async (route) => {
    renderAt(route);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
