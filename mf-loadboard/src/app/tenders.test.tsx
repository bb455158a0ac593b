// Tenders (issue 12 'Tenders'; spec 000 §2 tender drawer, §4, §5 'Tender acceptance excludes Book It
// Now', §6 tenders scoped to the company, §7 tender status update, §8) through the real client, React
// Query and the API double. The double keeps the tenders as state: an answer changes the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { Reply } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import {
  atlantaDrop,
  carrier,
  dallasPickup,
  load,
  pageOf,
  paymentConfiguration,
  tender,
} from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

function answering({
  tenders = [tender(), tender({ id: 'T56', shipmentNumber: 'S101', status: TenderResponseStatus.Accepted })],
  acceptance = () =>
    ({ succeeded: true, errors: [] }) as { succeeded: boolean; errors: { message: string }[] } | Reply,
}: {
  tenders?: Tender[];
  acceptance?: () => { succeeded: boolean; errors: { message: string }[] } | Reply;
} = {}) {
  const store = tenders.map((t) => ({ ...t }));
  const api = installApiDouble()
    .on(API.loadboard.tenders, (request) => {
      const statuses = asList(request.query.statuses);
      const search = request.query.search as string | undefined;
      const rows = store.filter(
        (t) => (!statuses || statuses.includes(t.status)) && (!search || t.shipmentNumber.includes(search)),
      );
      return {
        data: rows.slice(0, Number(request.query.pageSize)),
        page: 1,
        pageSize: 10,
        totalCount: rows.length,
      };
    })
    .on(API.loadboard.tender, (request) => {
      const found = store.find((t) => t.id === request.params.id);
      return (
        found ?? {
          status: 404,
          body: { title: 'Not Found', detail: `Tender ${request.params.id} not found.` },
        }
      );
    })
    .on(API.loadboard.updateTenderStatus, (request) => {
      const answer = acceptance();
      if (!('status' in answer) && answer.succeeded) {
        store.find((t) => t.id === request.params.tenderId)!.status = TenderResponseStatus.Accepted;
      }
      return answer;
    })
    .on(API.loadboard.answerTenderOffer, (request) => {
      const found = store.find((t) => t.id === request.params.id)!;
      found.status = TenderResponseStatus.Rejected;
      return found;
    })
    .on(API.loadboard.availableShipmentDetails, load({ status: 2, bookItNowRate: null }))
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [])
    .on(API.shipments.reloads, pageOf([]))
    .on(API.carriers.paymentConfigurations, paymentConfiguration({ eligibleForQuickPay: false }))
    .on(API.shipments.requirements, []);
  return { api, store };
}

const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: carrier });

async function openAcceptDrawer() {
  const user = userEvent.setup();
  render('/tenders/T55/preview');
  const accept = await screen.findByRole('button', { name: 'Accept' });
  await waitFor(() => expect(accept).toBeEnabled());
  await user.click(accept);
  const drawer = await screen.findByRole('dialog', { name: 'Tender for shipment #S100' });
  return { user, drawer };
}

describe('/tenders list', () => {
  it('lists the company’s tenders by status with a count per status, opening on Sent', async () => {
    const { api } = answering();
    render('/tenders');
    const row = (await screen.findByRole('link', { name: '#S100' })).closest('tr')!;
    expect(screen.queryByRole('link', { name: '#S101' })).not.toBeInTheDocument();
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('Dallas, TX')).toBeInTheDocument();
    expect(within(row).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(row).getByText('$1,875.50 All In, Flat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toHaveAttribute('href', '/tenders/T55/preview');
    const views = screen.getByRole('list', { name: 'Tender status' });
    await waitFor(() => expect(within(views).getByText('Sent').closest('li')).toHaveTextContent('Sent1'));
    expect(within(views).getByText('Accepted').closest('li')).toHaveTextContent('Accepted1');
    expect(within(views).getByText('Rejected').closest('li')).toHaveTextContent('Rejected0');
    expect(within(views).getByText('Booking Rescinded').closest('li')).toHaveTextContent(
      'Booking Rescinded0',
    );
    expect(within(views).getByText('All').closest('li')).toHaveTextContent('All2');
    const listRequest = api
      .requests(API.loadboard.tenders)
      .find((r) => r.query.pageSize === '10' && !('search' in r.query));
    expect(listRequest?.query).toEqual({ page: '1', pageSize: '10', statuses: 'Sent' });
  });

  it('the All view asks for every status; a status view is in the address', async () => {
    const user = userEvent.setup();
    answering();
    render('/tenders?status=All');
    expect(await screen.findByRole('link', { name: '#S101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#S100' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Tender status' })).getByText('Accepted'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/tenders?status=Accepted'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#S100' })).not.toBeInTheDocument());
  });

  it('says why it is empty', async () => {
    answering({ tenders: [] });
    render('/tenders');
    expect(await screen.findByText('No tenders have been sent to your company')).toBeInTheDocument();
  });
});

describe('tender preview and the tender drawer', () => {
  it('shows the load-detail body with the tender icon, the tender’s status and its answers', async () => {
    answering();
    render('/tenders/T55/preview');
    expect(await screen.findByRole('img', { name: 'Tender' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Stops' })).toHaveTextContent('Dallas, TX 75201');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('the drawer is 496px with tabs ACCEPT and NEW OFFER; payment options without Book It Now', async () => {
    answering();
    const { drawer } = await openAcceptDrawer();
    expect(within(drawer).getByRole('tab', { name: 'ACCEPT', selected: true })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: 'NEW OFFER' })).toBeInTheDocument();
    expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '496px' });
    expect(within(drawer).getByText('$1,875.50')).toBeInTheDocument();
    const options = await within(drawer).findByRole('radiogroup', { name: 'Payment option' });
    const labels = within(options)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Standard Pay (0% fee, 30 days)', 'QuickPay (3% fee, 0 days)']);
    expect(labels.join()).not.toContain('Book It Now');
  });

  it("accepting sends the status-update command and says 'Successfully accepted Tender.'; the list changes at once", async () => {
    const { api } = answering();
    const { user, drawer } = await openAcceptDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.click(within(drawer).getByRole('radio', { name: /QuickPay/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Accept Tender' }));
    expect(await screen.findByText('Successfully accepted Tender.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.updateTenderStatus)[0]).toMatchObject({
      params: { tenderId: 'T55' },
      body: {
        carrierId: 'C-100',
        carrierRate: { rate: 1875.5, rateType: 'AllIn', chargeRateType: 'Flat' },
        response: 'Accept',
        shipmentId: 'SHP-1',
        tenderId: 'T55',
        paymentOption: PaymentOption.QuickPay,
        bookingApplication: 'Trucks',
      },
    });
    // The drawer closes; the tender reads again as Accepted and its answers are gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
  });

  it("a refused acceptance shows the error messages joined with ' - ' and keeps the drawer and the choice", async () => {
    answering({
      acceptance: () => ({
        succeeded: false,
        errors: [{ message: 'The carrier is on hold.' }, { message: 'Insurance expired.' }],
      }),
    });
    const { user, drawer } = await openAcceptDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.click(within(drawer).getByRole('radio', { name: /QuickPay/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Accept Tender' }));
    expect(await screen.findByText('The carrier is on hold. - Insurance expired.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tender for shipment #S100' })).toBeVisible();
    expect(within(drawer).getByRole('radio', { name: /QuickPay/ })).toBeChecked();
  });

  it("a failed request shows the server's messages joined with ' - '", async () => {
    answering({
      acceptance: () => ({
        status: 400,
        body: {
          title: 'Bad Request',
          errors: { paymentOption: ['Book It Now cannot be used to accept a tender.'] },
        },
      }),
    });
    const { user, drawer } = await openAcceptDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Accept Tender' }));
    expect(
      await screen.findByText('Bad Request - Book It Now cannot be used to accept a tender.'),
    ).toBeInTheDocument();
  });

  it('Reject answers the offer with Rejected after a confirmation', async () => {
    const user = userEvent.setup();
    const { api } = answering();
    render('/tenders/T55/preview');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: /Reject the tender for shipment #S100/ });
    await user.click(within(confirm).getByRole('button', { name: 'Reject Tender' }));
    expect(await screen.findByText('Tender rejected.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.answerTenderOffer)[0]).toMatchObject({
      method: 'PUT',
      params: { id: 'T55' },
      body: { status: 'Rejected' },
    });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('/details shows the tender’s terms; an unknown tender is not found', async () => {
    answering();
    const view = render('/tenders/T55/preview/details');
    expect(await screen.findByText('Tendered Rate')).toBeInTheDocument();
    expect(screen.getByText('$1,875.50')).toBeInTheDocument();
    expect(await screen.findByText('Jan 15, 2026 7:00 CST')).toBeInTheDocument();
    view.unmount();
    render('/tenders/T404/preview');
    expect(await screen.findByText('Tender Not Found')).toBeInTheDocument();
  });

  it('/tenders/{shipmentNumber} opens the company’s tender on that shipment', async () => {
    answering();
    render('/tenders/S100');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipment S100' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('on a 390px phone the tender drawer takes the full width', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      answering();
      const { drawer } = await openAcceptDrawer();
      expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '100%' });
    } finally {
      restoreViewport();
    }
  });
});
