// The load-detail dialog (exposed ./LoadDetailDialog) through the real client, React Query and the
// API double: spec 000 §2 'Load-detail dialog and drawers', 'On opening a shipment', §8 errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { atlantaDrop, broker, carrier, dallasPickup, load, match } from '../../../test/loads';
import { drawRouteMap } from '../../../ui/map/maplibre-map';
import { LoadDetailDialog } from './load-detail-dialog';

jest.mock('../../../ui/map/maplibre-map', () => ({ drawRouteMap: jest.fn(() => ({ remove: jest.fn() })) }));
jest.setTimeout(30_000);

function answering(shipment: Shipment | { status: number; body?: unknown } = load()) {
  return installApiDouble()
    .on(API.loadboard.availableShipmentDetails, shipment)
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [match()])
    .on(API.shipments.reloads, { data: [match()], page: 1, pageSize: 10, totalCount: 4 });
}

function openDialog(user: LoggedInUser = carrier, onClose = jest.fn()) {
  renderInApp(<LoadDetailDialog shipmentNumber="S100" type="available" open onClose={onClose} />, { user });
  return onClose;
}

describe('load-detail dialog', () => {
  it('shows the header (icon, number link, lane, Reloads (count), Book Now, Offer Rate), the map, the stops and matches', async () => {
    const api = answering();
    openDialog();
    expect(await screen.findByRole('button', { name: 'Reloads (4)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Available load' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toHaveAttribute(
      'href',
      '/available-freight/S100/preview',
    );
    const lane = screen.getByLabelText('Origin and destination');
    expect(lane).toHaveTextContent('Dallas, TX');
    expect(lane).toHaveTextContent('Atlanta, GA');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Offer Rate' })).toBeEnabled();
    // Stops: type, city, state, zip, appointment or window in the stop's own zone, load style.
    const stops = await screen.findByRole('region', { name: 'Stops' });
    expect(within(stops).getByText('Pickup: Dallas, TX 75201')).toBeInTheDocument();
    expect(within(stops).getByText('Appointment Jan 15, 2026 7:00 CST')).toBeInTheDocument();
    expect(
      within(stops).getByText('Window Jan 16, 2026 8:00 EST – Jan 16, 2026 12:00 EST'),
    ).toBeInTheDocument();
    expect(within(stops).getByText('Load style: Live')).toBeInTheDocument();
    // The map is drawn through its adapter with the numbered stops; it is busy until the adapter
    // says the base map, the route and the fitted view are on screen.
    const map = await screen.findByRole('group', { name: 'Route map: 1 Dallas, TX, 2 Atlanta, GA' });
    expect(drawRouteMap).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      [
        expect.objectContaining({ number: 1, latitude: 32.78, longitude: -96.8 }),
        expect.objectContaining({ number: 2, latitude: 33.75, longitude: -84.39 }),
      ],
      { onDrawn: expect.any(Function) },
    );
    expect(map).toHaveAttribute('aria-busy', 'true');
    act(() => jest.mocked(drawRouteMap).mock.lastCall?.[2]?.onDrawn?.());
    expect(map).toHaveAttribute('aria-busy', 'false');
    expect(map).toHaveAttribute('data-map-state', 'drawn');
    expect(await screen.findByRole('region', { name: 'Loads you may also like' })).toHaveTextContent(
      'Atlanta, GA → Miami, FL',
    );
    // Sidebar: rate, equipment (weight and miles to 2 decimals), contact.
    expect(screen.getByText('$2,100.00')).toBeInTheDocument();
    expect(screen.getByText('42,000.46 lbs')).toBeInTheDocument();
    expect(screen.getByText('Pat Kim')).toBeInTheDocument();
    expect(api.requests(API.loadboard.availableShipmentDetails)[0]?.query).toEqual({
      view: 'available',
      useUpdatedBookItNow: 'true',
    });
  });

  it('a broker sees no Reloads button and no "Loads you may also like"', async () => {
    const api = answering();
    openDialog(broker);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: /Reloads/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loads you may also like' })).not.toBeInTheDocument();
    expect(api.requests(API.loadboard.shipmentMatches)).toHaveLength(0);
  });

  it("a tracking requirement not met replaces the actions with a disabled 'Tracking Requirement Not Met'", async () => {
    answering(load({ trackingRequirementMet: false }));
    openDialog();
    expect(await screen.findByRole('button', { name: 'Tracking Requirement Not Met' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer Rate' })).not.toBeInTheDocument();
  });

  it("'Book Now' is hidden for a TMS-contract origination in tendering status", async () => {
    answering(load({ originationType: RateSource.TmsContract, status: ShipmentStatus.Tendering }));
    openDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Offer Rate' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it("the user's own booked load says 'Booked by your company' with 'View shipment' in the dialog, in place of Book Now and Offer Rate (issue 41)", async () => {
    answering(load({ status: ShipmentStatus.Booked, carrierId: 'C-100' }));
    const onClose = openDialog();
    const dialog = await screen.findByRole('dialog');
    const held = await within(dialog).findByRole('status');
    expect(held).toHaveTextContent('Booked by your company');
    // In the dialog's header, not a toast that leaves after a few seconds.
    expect(within(dialog).getByRole('button', { name: 'Reloads (4)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Offer Rate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/is already booked by your company/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(held).getByRole('link', { name: 'View shipment' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/details'));
    expect(onClose).toHaveBeenCalled();
  });

  it("a load booked to another carrier says so with 'Back to Available Freight', and offers no booking", async () => {
    answering(load({ status: ShipmentStatus.Dispatched, carrierId: 'C-999' }));
    openDialog();
    const held = await within(await screen.findByRole('dialog')).findByRole('status');
    expect(held).toHaveTextContent('Booked to another carrier');
    expect(within(held).getByRole('link', { name: 'Back to Available Freight' })).toHaveAttribute(
      'href',
      '/available-freight',
    );
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer Rate' })).not.toBeInTheDocument();
  });

  it("a failed read says 'An error occured when retrieving shipment details.' with Retry", async () => {
    answering({ status: 500, body: { title: 'boom' } });
    openDialog();
    expect(await screen.findByText('An error occured when retrieving shipment details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("failed stops say 'Failed to fetch stops for shipment!'; failed matches 'Failed to fetch matching shipments!'", async () => {
    answering().on(API.shipments.stops, { status: 500 }).on(API.loadboard.shipmentMatches, { status: 500 });
    openDialog();
    expect(await screen.findByText('Failed to fetch stops for shipment!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch matching shipments!')).toBeInTheDocument();
  });

  it("no matches say 'No matching shipments found!'", async () => {
    answering().on(API.loadboard.shipmentMatches, []);
    openDialog();
    expect(await screen.findByText('No matching shipments found!')).toBeInTheDocument();
  });
});
