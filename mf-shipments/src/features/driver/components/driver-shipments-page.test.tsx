import { screen, waitFor, within } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type {
  DocumentsPanelProps,
  RemoteModuleId,
  RemoteModules,
} from '@trucks/shared-contracts/federation/remote-modules';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { StopStatus } from '@trucks/shared-contracts/domain/stop-status';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { renderInApp } from '@trucks/shared-ui/testing';
import { dropoff, driverUser, page, pickup, shipment } from '../../../test/shipment-fixtures';
import { DriverShipmentsPage } from './driver-shipments-page';

jest.setTimeout(30_000);

/** A driver's phone (DriverPortal, the driver variant): 390 px wide. */
const PHONE = 390;
beforeEach(() => setViewportWidth(PHONE));
afterEach(restoreViewport);

const atDropoff = shipment({
  status: ShipmentStatus.AtStop,
  stops: [pickup, { ...dropoff, status: StopStatus.Arrived }],
});
const toPickup = shipment({
  id: 'ship-3',
  shipmentNumber: '100300',
  status: ShipmentStatus.Dispatched,
  stops: [
    { ...pickup, id: 's-31', status: StopStatus.Enroute, appointmentDateTime: '2026-03-09T07:30:00-05:00' },
    { ...dropoff, id: 's-32', status: undefined },
  ],
});

const renderDriver = () => renderInApp(<DriverShipmentsPage />, { route: '/shipments', user: driverUser });

describe('the driver’s view (DriverPortal, 390 px)', () => {
  it('lists the driver’s loads (driverId) with the next stop, its window in the stop’s zone and a link that opens the phone’s maps', async () => {
    const api = installApiDouble()
      .on(API.shipments.list, page([atDropoff, toPickup]))
      .on(API.shipments.documents, []);
    renderDriver();
    const card = await screen.findByRole('article', { name: 'Shipment 100300' });
    const next = within(card).getByRole('region', { name: 'Next stop' });
    expect(next).toHaveTextContent('Next stop: 1. Pickup');
    expect(next).toHaveTextContent('Mar 09, 2026 7:30 CDT');
    expect(
      within(next).getByRole('link', { name: /Dallas DC, 100 Commerce St, Dallas, TX 75201/ }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=100%20Commerce%20St%2C%20Dallas%2C%20TX%2075201',
    );
    // A pickup is not where a proof of delivery goes.
    expect(within(card).queryByRole('region', { name: 'Proof of delivery' })).not.toBeInTheDocument();
    expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({
      driverId: 'D-7',
      statuses: ['3', '4', '5', '6', '7'],
    });
  });

  it('at a dropoff, embeds mf-cases-notes’ DocumentsPanel for a proof of delivery at that stop (the one upload path)', async () => {
    const received: DocumentsPanelProps[] = [];
    const DocumentsPanel: RemoteModules['mf_cases_notes/DocumentsPanel']['default'] = (props) => {
      received.push(props);
      return <button type="button">Take Photo</button>;
    };
    const modules: Partial<{ [K in RemoteModuleId]: RemoteModules[K] }> = {
      'mf_cases_notes/DocumentsPanel': { default: DocumentsPanel },
    };
    installRemoteLoader(async (id) => {
      const module = modules[id];
      if (!module) throw new Error(`unexpected ${id}`);
      return module;
    });
    installApiDouble()
      .on(API.shipments.list, page([atDropoff]))
      .on(API.shipments.documents, []);
    renderDriver();
    const card = await screen.findByRole('article', { name: 'Shipment 100200' });
    const pod = within(card).getByRole('region', { name: 'Proof of delivery' });
    expect(pod).toHaveTextContent('Proof of delivery for stop 2 (Denver, CO)');
    expect(await within(pod).findByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(received.at(-1)).toEqual({
      entityType: EntityType.Shipment,
      entityId: 'ship-1',
      shipmentId: 'ship-1',
      shipmentNumber: '100200',
      proofOfDeliveryStop: { stopId: 'stop-2', stopNumber: 2 },
    });
  });

  it('when mf-cases-notes is down, the card says so with Retry and the rest of the card stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installRemoteLoader(() => Promise.reject(new Error('offline')));
    installApiDouble()
      .on(API.shipments.list, page([atDropoff]))
      .on(API.shipments.documents, { status: 503, body: { title: 'Service Unavailable' } });
    renderDriver();
    const card = await screen.findByRole('article', { name: 'Shipment 100200' });
    expect(await within(card).findByText('Cases and Notes is unavailable')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Next stop' })).toBeInTheDocument();
  });

  it('shows the cards once what is on file at their dropoffs is read, so no card grows after it shows', async () => {
    installRemoteLoader(async () => ({ default: () => <button type="button">Take Photo</button> }));
    const api = installApiDouble()
      .on(API.shipments.list, page([atDropoff, toPickup]))
      .on(API.shipments.documents, { status: 200, body: [], delayMs: 400 });
    renderDriver();
    // Only the card at a dropoff takes a proof of delivery: its documents are read, the pickup's are not.
    await waitFor(() =>
      expect(api.requests(API.shipments.documents).map((r) => r.path)).toEqual([
        'v2/shipments/ship-1/documents',
      ]),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Shipment 100200' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Shipment 100300' })).toBeInTheDocument();
  });

  it('shows the cards after a short wait when the upload never loads, its place held by a placeholder', async () => {
    installRemoteLoader(() => new Promise(() => {}));
    installApiDouble()
      .on(API.shipments.list, page([atDropoff]))
      .on(API.shipments.documents, []);
    renderDriver();
    const card = await screen.findByRole('article', { name: 'Shipment 100200' }, { timeout: 6_000 });
    expect(within(card).getByRole('status', { name: 'Loading Cases and Notes' })).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Next stop' })).toBeInTheDocument();
  });

  it('says when no load is assigned', async () => {
    installApiDouble().on(API.shipments.list, page([]));
    renderDriver();
    expect(await screen.findByText('No loads are assigned to you right now')).toBeInTheDocument();
  });
});
