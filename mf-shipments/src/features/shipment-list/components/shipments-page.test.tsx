import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { Route, Routes } from 'react-router';
import { ShipmentsPage } from './shipments-page';
import { dispatcher, dropoff, page, shipment, stop } from '../../../test/shipment-fixtures';

jest.setTimeout(30_000);

const moving = shipment({ hasTrackingProblems: true });
const booked = shipment({
  id: 'ship-2',
  shipmentNumber: '100201',
  status: ShipmentStatus.Booked,
  onTimeStatus: 0,
  needsUpdates: false,
  drivers: [],
  stops: [stop({ id: 's-21', status: undefined }), { ...dropoff, id: 's-22', status: undefined }],
});

/** total_count by the statuses asked: needs updates 7, active 12, past 30, all 42. */
function countOf(query: Record<string, string | string[]>): { totalCount: number } {
  const statuses = ([] as string[]).concat(query.statuses ?? []).join(',');
  if (query.needsUpdates === 'true') return { totalCount: 7 };
  if (statuses === '3,4,5,6') return { totalCount: 12 };
  if (statuses === '7,8') return { totalCount: 30 };
  return { totalCount: 42 };
}

function api() {
  return installApiDouble()
    .on(API.shipments.list, page([moving, booked], 2))
    .on(API.shipments.totalCount, (request) => countOf(request.query));
}

const renderList = (route = '/shipments') =>
  renderInApp(
    <Routes>
      <Route path="/shipments" element={<ShipmentsPage />} />
      <Route path="/all-shipments/:shipmentNumber/preview/details" element={<p>Shipment preview</p>} />
    </Routes>,
    { route, user: dispatcher },
  );

describe('/shipments', () => {
  it('opens on Needs Updates, the spec’s list default (000 §7: booked, dispatched, in transit, at stop, delivered with needsUpdates), 50 a page', async () => {
    const double = api();
    renderList();
    expect(await screen.findByRole('link', { name: '100200' })).toBeInTheDocument();
    expect(double.requests(API.shipments.list)[0]?.query).toEqual({
      statuses: ['3', '4', '5', '6', '7'],
      needsUpdates: 'true',
      orderBy: 'pickupDate',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByText('2 shipments')).toBeInTheDocument();
  });

  it('shows each row’s status and on-time chips, the flags, origin, destination, the next stop with its window in the stop’s zone, and the driver', async () => {
    const requests = api();
    renderList();
    const row = (await screen.findByRole('link', { name: '100200' })).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('In Transit')).toBeInTheDocument();
    expect(cells.getByText('At Risk')).toBeInTheDocument();
    expect(cells.getByText('Needs Update')).toBeInTheDocument();
    // The shipment's own hasTrackingProblems flags the row: no read of problem_shipments' whole shipments.
    expect(cells.getByText('Tracking Problem')).toBeInTheDocument();
    expect(requests.requests(API.shipments.problemShipments)).toHaveLength(0);
    expect(cells.getByText('Dallas, TX')).toBeInTheDocument();
    expect(cells.getByText('Dropoff: Denver, CO')).toBeInTheDocument();
    // 'MMM DD, YYYY H:mm z' in the stop's own zone (Denver), not the browser's.
    expect(cells.getByText('Mar 07, 2026 8:00 MST – Mar 07, 2026 16:00 MST')).toBeInTheDocument();
    expect(cells.getByText('Dana Driver')).toBeInTheDocument();
    const other = within(screen.getByRole('link', { name: '100201' }).closest('tr')!);
    expect(other.getByText('Booked')).toBeInTheDocument();
    expect(other.getByText('On Time')).toBeInTheDocument();
    expect(other.getByText('Unassigned')).toBeInTheDocument();
    expect(other.queryByText('Tracking Problem')).not.toBeInTheDocument();
    // The next stop of a load not yet started is its pickup.
    expect(other.getByText('Pickup: Dallas, TX')).toBeInTheDocument();
  });

  it('counts each view with shipments/total_count (000 §4 per-carrier counts); Needs Updates asks exactly what the badge asks', async () => {
    const double = api();
    renderList();
    const views = await screen.findByRole('list', { name: 'Shipment views' });
    await waitFor(() =>
      expect(views).toHaveTextContent(/Needs Updates\s*7.*Active\s*12.*Past\s*30.*All\s*42/),
    );
    const queries = double.requests(API.shipments.totalCount).map((r) => r.query);
    expect(queries).toContainEqual({ statuses: ['3', '4', '5', '6', '7'], needsUpdates: 'true' });
    expect(queries).toContainEqual({ statuses: ['3', '4', '5', '6'] });
    expect(queries).toContainEqual({ statuses: ['7', '8'] });
  });

  it('a view keeps its place in the URL and asks for its statuses: Past is delivered and delivery confirmed', async () => {
    const user = userEvent.setup();
    const double = api();
    renderList();
    await screen.findByRole('link', { name: '100200' });
    await user.click(within(screen.getByRole('list', { name: 'Shipment views' })).getByText('Past'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/shipments?view=past'));
    await waitFor(() =>
      expect(double.requests(API.shipments.list).at(-1)?.query).toMatchObject({ statuses: ['7', '8'] }),
    );
    expect(double.requests(API.shipments.list).at(-1)?.query.needsUpdates).toBeUndefined();
  });

  it('searches by shipment number or city from the top bar', async () => {
    const user = userEvent.setup();
    const double = api();
    renderList();
    await screen.findByRole('link', { name: '100200' });
    await user.type(screen.getByRole('searchbox', { name: 'Search shipments' }), 'Denver{Enter}');
    await waitFor(() => expect(currentAddress()).toHaveTextContent('search=Denver'));
    await waitFor(() => expect(double.requests(API.shipments.list).at(-1)?.query.search).toBe('Denver'));
  });

  it('loads its filter form with the FILTERS tab: a status applied asks the list for that status', async () => {
    const user = userEvent.setup();
    const double = api();
    renderList();
    await screen.findByRole('link', { name: '100200' });
    expect(screen.queryByLabelText('Pickup Dates')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(await screen.findByLabelText('Pickup Dates')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Delivered'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(double.requests(API.shipments.list).at(-1)?.query).toMatchObject({
        statuses: String(ShipmentStatus.Delivered),
      }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent(`status=${ShipmentStatus.Delivered}`));
  });

  it('opens a row on its shipment preview', async () => {
    const user = userEvent.setup();
    api();
    renderList();
    await user.click(await screen.findByRole('link', { name: '100200' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/all-shipments/100200/preview/details'));
  });

  it('says why it is empty, and offers Reset filters once filtered', async () => {
    installApiDouble().on(API.shipments.list, page([])).on(API.shipments.totalCount, { totalCount: 0 });
    renderList('/shipments?view=past');
    expect(await screen.findByText('No Matching Shipments Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    installApiDouble()
      .on(API.shipments.list, () =>
        fail ? { status: 500, body: { title: 'Shipments are down' } } : page([moving]),
      )
      .on(API.shipments.totalCount, { totalCount: 1 });
    renderList();
    expect(await screen.findByText('Shipments are down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '100200' })).toBeInTheDocument();
  });

  it('offers the export of the current view to CSV', async () => {
    api();
    renderList();
    await screen.findByRole('link', { name: '100200' });
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });

  it('on a 390 px phone shows each shipment as a card, not a table', async () => {
    setViewportWidth(390);
    try {
      api();
      renderList();
      expect(await screen.findByRole('link', { name: '100200' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByText('Dana Driver').length).toBeGreaterThan(0);
    } finally {
      restoreViewport();
    }
  });
});
