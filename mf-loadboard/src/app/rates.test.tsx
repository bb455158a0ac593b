// Rate requests (issue 12 'Rate requests'; spec 000 §3 rate request response, §4 'when status is Sent,
// rate type and charge method are editable and the button reads 'Send Offer'; otherwise ... 'Update
// Offer' and both are locked', §5, §7 'Rate filters set carrierId to the user's company', §8, §9)
// through the real client, React Query and the API double. The double keeps the requests as state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { RateRequestStatus } from '@trucks/shared-contracts/domain/rate-request-status';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { Reply } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { atlantaDrop, carrier, dallasPickup, load, pageOf, rateRequest } from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const answered = rateRequest({
  id: 'R78',
  shipmentNumber: 'S101',
  status: RateRequestStatus.Pending,
  carrierRate: { rate: 1900, rateType: 'RateAndFuel', chargeRateType: 'PerMile' },
});

function answering({
  requests = [rateRequest(), answered],
  respond,
}: { requests?: RateRequest[]; respond?: () => Reply } = {}) {
  const store = requests.map((r) => ({ ...r }));
  const api = installApiDouble()
    .on(API.loadboard.rateRequests, (request) => {
      const statuses = asList(request.query.statuses);
      const search = request.query.search as string | undefined;
      const rows = store.filter(
        (r) => (!statuses || statuses.includes(r.status)) && (!search || r.shipmentNumber.includes(search)),
      );
      return {
        data: rows.slice(0, Number(request.query.pageSize)),
        page: 1,
        pageSize: 10,
        totalCount: rows.length,
      };
    })
    .on(API.loadboard.rateRequest, (request) => {
      const found = store.find((r) => r.id === request.params.id);
      return found ?? { status: 404, body: { title: 'Not Found' } };
    })
    .on(API.loadboard.respondToRateRequest, (request) => {
      if (respond) return respond();
      const body = request.body as {
        response: { shipmentId: string; carrierRate: RateRequest['carrierRate'] };
      };
      const found = store.find((r) => r.shipmentId === body.response.shipmentId)!;
      found.status = RateRequestStatus.Pending;
      found.carrierRate = body.response.carrierRate;
      return found;
    })
    .on(API.loadboard.availableShipmentDetails, load())
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, pageOf([]));
  return { api, store };
}

/** Whether a reload or a close now would get the browser's 'Leave site?' prompt. */
function reloadPrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: carrier });

async function openDrawer(route = '/rates/R77/preview') {
  const user = userEvent.setup();
  render(route);
  await user.click(await screen.findByRole('button', { name: 'Offer Rate' }));
  const drawer = await screen.findByRole('dialog', { name: /Rate request for shipment #/ });
  return { user, drawer };
}

describe('/rates list', () => {
  it("asks with carrierId set to the user's company, opens on Sent, and counts each status", async () => {
    const { api } = answering();
    render('/rates');
    const row = (await screen.findByRole('link', { name: '#S100' })).closest('tr')!;
    expect(within(row).getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toHaveAttribute('href', '/rates/R77/preview');
    expect(screen.queryByRole('link', { name: '#S101' })).not.toBeInTheDocument();
    const views = screen.getByRole('list', { name: 'Rate request status' });
    await waitFor(() => expect(within(views).getByText('Sent').closest('li')).toHaveTextContent('Sent1'));
    expect(within(views).getByText('Pending').closest('li')).toHaveTextContent('Pending1');
    expect(within(views).getByText('Accepted').closest('li')).toHaveTextContent('Accepted0');
    expect(within(views).getByText('All').closest('li')).toHaveTextContent('All2');
    expect(
      within(views)
        .getAllByRole('listitem')
        .map((item) => /^[A-Za-z ]*[A-Za-z]/.exec(item.textContent ?? '')?.[0]),
    ).toEqual(['Sent', 'Pending', 'Accepted', 'Rejected', 'Rescinded', 'Booking Rescinded', 'All']);
    for (const request of api.requests(API.loadboard.rateRequests)) {
      expect(request.query.carrierId).toBe('C-100');
    }
    expect(api.requests(API.loadboard.rateRequests).find((r) => r.query.pageSize === '10')?.query).toEqual({
      carrierId: 'C-100',
      page: '1',
      pageSize: '10',
      statuses: 'Sent',
    });
  });

  it('shows an offer the shipper has not answered as Pending, never Accepted (issue 41), and says why a view is empty', async () => {
    answering({ requests: [answered] });
    const view = render('/rates?status=Pending');
    const row = (await screen.findByRole('link', { name: '#S101' })).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(
      within(row).getByText("$1,900.00 Rate + Fuel, Per Mile · Waiting for the shipper's answer"),
    ).toBeInTheDocument();
    expect(within(row).queryByText('Accepted')).not.toBeInTheDocument();
    view.unmount();
    render('/rates?status=Accepted');
    expect(await screen.findByText('No rate requests match these filters')).toBeInTheDocument();
  });
});

describe('the rate-request response drawer', () => {
  it("a Sent request: both editable, 'Send Offer' waits for rate, type and method; Rate + Fuel, Per Mile sends and says 'Rate response submitted.'", async () => {
    const { api } = answering();
    const { user, drawer } = await openDrawer();
    expect(screen.getByRole('img', { name: 'Rate request' })).toBeInTheDocument();
    expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '496px' });
    const send = within(drawer).getByRole('button', { name: 'Send Offer' });
    expect(send).toBeDisabled();
    await user.type(within(drawer).getByLabelText('Rate'), 'a2b1c50');
    expect(within(drawer).getByLabelText('Rate')).toHaveValue('2150');
    expect(send).toBeDisabled();
    await user.click(within(drawer).getByRole('radio', { name: 'Rate + Fuel' }));
    expect(send).toBeDisabled();
    await user.click(within(drawer).getByRole('radio', { name: 'Per Mile' }));
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Rate response submitted.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.respondToRateRequest)[0]?.body).toEqual({
      response: {
        carrierId: 'C-100',
        carrierRate: { rate: 2150, rateType: 'RateAndFuel', chargeRateType: 'PerMile' },
        respondingContactId: 'U-100',
        shipmentId: 'SHP-1',
        response: 'Offer',
      },
    });
    // The request is read again: no longer Sent but Pending (the shipper has not answered, issue 41),
    // so the drawer now reads 'Update Offer', both locked.
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Accepted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer Rate' }));
    const again = await screen.findByRole('dialog', { name: /Rate request for shipment #S100/ });
    expect(within(again).getByRole('button', { name: 'Update Offer' })).toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: 'Rate + Fuel' })).toBeChecked();
    expect(within(again).getByRole('radio', { name: 'Rate + Fuel' })).toBeDisabled();
    expect(within(again).getByRole('radio', { name: 'Per Mile' })).toBeChecked();
    expect(within(again).getByRole('radio', { name: 'Per Mile' })).toBeDisabled();
  });

  it('choosing All In forces Flat and disables the charge method', async () => {
    answering();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('radio', { name: 'Per Mile' }));
    await user.click(within(drawer).getByRole('radio', { name: 'All In' }));
    expect(within(drawer).getByRole('radio', { name: 'Flat' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Flat' })).toBeDisabled();
    expect(within(drawer).getByRole('radio', { name: 'Per Mile' })).toBeDisabled();
    await user.click(within(drawer).getByRole('radio', { name: 'Rate + Fuel' }));
    expect(within(drawer).getByRole('radio', { name: 'Per Mile' })).toBeEnabled();
  });

  it("a request no longer Sent reads 'Update Offer' with its answer and both locked", async () => {
    answering();
    const { drawer } = await openDrawer('/rates/R78/preview');
    expect(within(drawer).getByRole('button', { name: 'Update Offer' })).toBeEnabled();
    expect(within(drawer).getByLabelText('Rate')).toHaveValue('1900');
    for (const name of ['All In', 'Rate + Fuel', 'Flat', 'Per Mile']) {
      expect(within(drawer).getByRole('radio', { name })).toBeDisabled();
    }
  });

  it('a refused response shows the server’s message and the field’s error, and keeps what was chosen', async () => {
    answering({
      respond: () => ({
        status: 400,
        body: {
          title: 'Shipment S100 is no longer available.',
          errors: { 'response.carrierRate.rate': ['The rate must be more than 0.'] },
        },
      }),
    });
    const { user, drawer } = await openDrawer();
    await user.type(within(drawer).getByLabelText('Rate'), '0.5');
    await user.click(within(drawer).getByRole('radio', { name: 'All In' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));
    expect(
      await screen.findByText('Shipment S100 is no longer available. - The rate must be more than 0.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('The rate must be more than 0.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Rate')).toHaveValue('0.5');
    expect(within(drawer).getByRole('radio', { name: 'All In' })).toBeChecked();
  });

  it('/rates/{shipmentNumber}/preview finds the request by its shipment; /details shows its terms', async () => {
    answering();
    render('/rates/S101/preview/details');
    expect(await screen.findByText('Your Offer')).toBeInTheDocument();
    expect(
      screen.getByText("$1,900.00 Rate + Fuel, Per Mile · Waiting for the shipper's answer"),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/rates/S101/preview/details'));
  });

  it("a request whose load the company has booked offers no 'Offer Rate': 'Booked by your company' with 'View shipment' (issue 41)", async () => {
    const { api } = answering();
    api.on(
      API.loadboard.availableShipmentDetails,
      load({ status: ShipmentStatus.Booked, carrierId: 'C-100' }),
    );
    render('/rates/R77/preview');
    const held = (await screen.findByText('Booked by your company')).closest<HTMLElement>('[role="status"]')!;
    expect(within(held).getByRole('link', { name: 'View shipment' })).toHaveAttribute(
      'href',
      '/all-shipments/S100/preview/details',
    );
    expect(screen.queryByRole('button', { name: 'Offer Rate' })).not.toBeInTheDocument();
  });

  it('an unknown rate request is not found', async () => {
    answering();
    render('/rates/R404/preview');
    expect(await screen.findByText('Rate Request Not Found')).toBeInTheDocument();
  });

  it('/rates/{rateType}/shipment/{n} opens the drawer with that rate type chosen', async () => {
    answering();
    render('/rates/RateAndFuel/shipment/S100');
    const drawer = await screen.findByRole('dialog', { name: 'Rate request for shipment #S100' });
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Rate + Fuel' })).toBeChecked());
    expect(within(drawer).getByRole('button', { name: 'Send Offer' })).toBeDisabled();
  });

  it("asks 'Leave this page?' before a typed response is left unsent; a reload gets the browser's prompt; closing the drawer or sending does not ask (issue 27)", async () => {
    answering();
    const user = userEvent.setup();
    renderInApp(
      <>
        <StandaloneRoutes />
        <Link to="/tenders">Tenders</Link>
      </>,
      { route: '/rates/R77/preview', user: carrier },
    );
    await user.click(await screen.findByRole('button', { name: 'Offer Rate' }));
    let drawer = await screen.findByRole('dialog', { name: /Rate request for shipment #/ });
    expect(reloadPrompted()).toBe(false);
    await user.type(within(drawer).getByLabelText('Rate'), '2150');
    expect(reloadPrompted()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Tenders' }));
    expect(
      await screen.findByText('You have unsaved changes. If you leave this page, they will be lost.'),
    ).toBeVisible();
    expect(screen.getAllByText('Leave this page?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/rates/R77/preview');
    expect(within(drawer).getByLabelText('Rate')).toHaveValue('2150');

    // Closing the drawer is the user's own choice: nothing is asked, and nothing is left to lose.
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reloadPrompted()).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Offer Rate' }));
    drawer = await screen.findByRole('dialog', { name: /Rate request for shipment #/ });
    await user.type(within(drawer).getByLabelText('Rate'), '2150');
    await user.click(within(drawer).getByRole('radio', { name: 'All In' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Rate response submitted.')).toBeInTheDocument();
    expect(reloadPrompted()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Tenders' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/tenders'));
    expect(screen.queryAllByText('Leave this page?')).toHaveLength(0);
  });

  it('on a 390px phone the response drawer takes the full width', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      answering();
      const { drawer } = await openDrawer();
      expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '100%' });
    } finally {
      restoreViewport();
    }
  });
});
