import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
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
    const api = installApiDouble().on(API.shipments.list, page([atDropoff, toPickup]));
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

  it('at a dropoff, uploads a proof of delivery (POST shipments/{id}/documents, file type 12, the stop) from the camera or a file', async () => {
    const user = userEvent.setup();
    const api = installApiDouble()
      .on(API.shipments.list, page([atDropoff]))
      .on(API.shipments.uploadDocument, {
        id: 'doc-1',
        name: 'pod.jpg',
        extension: 'jpg',
        fileURL: '/files/doc-1',
      } as never);
    renderDriver();
    const card = await screen.findByRole('article', { name: 'Shipment 100200' });
    const pod = within(card).getByRole('region', { name: 'Proof of delivery' });
    expect(pod).toHaveTextContent('Proof of delivery for stop 2 (Denver, CO)');
    expect(within(pod).getByRole('button', { name: /Take Photo/ })).toBeInTheDocument();
    const photo = new File(['jpeg-bytes'], 'pod.jpg', { type: 'image/jpeg' });
    await user.upload(
      within(pod).getByLabelText('Photo of the proof of delivery for stop 2 of shipment 100200'),
      photo,
    );
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const [request] = api.requests(API.shipments.uploadDocument);
    expect(request?.params).toEqual({ id: 'ship-1' });
    const form = request?.body as FormData;
    expect(form.get('fileType')).toBe(String(DocumentFileType.ProofOfDelivery));
    expect(form.get('stopId')).toBe('stop-2');
    expect((form.get('file') as File).name).toBe('pod.jpg');
  });

  it("a refused upload shows the error's message", async () => {
    const user = userEvent.setup();
    installApiDouble()
      .on(API.shipments.list, page([atDropoff]))
      .on(API.shipments.uploadDocument, {
        status: 400,
        body: { title: "Files of type 'exe' are not accepted." },
      });
    renderDriver();
    const pod = within(await screen.findByRole('article', { name: 'Shipment 100200' })).getByRole('region', {
      name: 'Proof of delivery',
    });
    await user.upload(
      within(pod).getByLabelText('Proof of delivery file for stop 2 of shipment 100200'),
      new File(['x'], 'pod.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByText(/Files of type 'exe' are not accepted\./)).toBeInTheDocument(),
    );
  });

  it('says when no load is assigned', async () => {
    installApiDouble().on(API.shipments.list, page([]));
    renderDriver();
    expect(await screen.findByText('No loads are assigned to you right now')).toBeInTheDocument();
  });
});
