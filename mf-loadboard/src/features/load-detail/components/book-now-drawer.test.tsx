// The book-now drawer (spec 000 §2, §4, §5, §8, §9) through the real client, React Query and the API
// double: payment options, trip requirements, booking (always All In, Flat), and the NEW OFFER tab.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { CarrierPaymentConfiguration } from '@trucks/shared-contracts/domain/carrier-payment-configuration';
import { PaymentOption, QuickPayOption } from '@trucks/shared-contracts/domain/payment-option';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { TripRequirement } from '@trucks/shared-contracts/domain/shipment';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import {
  atlantaDrop,
  carrier,
  dallasPickup,
  load,
  match,
  paymentConfiguration,
  requirement,
} from '../../../test/loads';
import { LoadDetailDialog } from './load-detail-dialog';

jest.mock('../../../ui/map/maplibre-map', () => ({ drawRouteMap: jest.fn(() => ({ remove: jest.fn() })) }));
jest.setTimeout(30_000);

function answering({
  config = paymentConfiguration(),
  requirements = [],
}: {
  config?: CarrierPaymentConfiguration | { status: number; body?: unknown };
  requirements?: TripRequirement[];
} = {}) {
  return installApiDouble()
    .on(API.loadboard.availableShipmentDetails, load())
    .on(API.shipments.stops, [dallasPickup, atlantaDrop])
    .on(API.loadboard.shipmentMatches, [match()])
    .on(API.shipments.reloads, { data: [], page: 1, pageSize: 10, totalCount: 0 })
    .on(API.carriers.paymentConfigurations, config)
    .on(API.shipments.requirements, requirements);
}

async function openDrawer(button: 'Book Now' | 'Offer Rate' = 'Book Now') {
  const user = userEvent.setup();
  const view = renderInApp(
    <LoadDetailDialog shipmentNumber="S100" type="available" open onClose={() => {}} />,
    {
      user: carrier,
    },
  );
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: button }));
  return { user, ...view };
}

/** Whether a reload or a close now would get the browser's 'Leave site?' prompt. */
function reloadPrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const options = () => screen.findByRole('radiogroup', { name: 'Payment option' });
const optionLabels = async () =>
  within(await options())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('BOOK NOW: payment options (000 §4, §5, §9)', () => {
  it('offers Book It Now only with canBookNow and no factoring; fee and terms per option; Standard Pay by default', async () => {
    answering();
    await openDrawer();
    expect(await optionLabels()).toEqual([
      'Book It Now (0% fee, 15 days)',
      'Standard Pay (0% fee, 30 days)',
      'QuickPay (3% fee, 0 days)',
    ]);
    expect(screen.getByRole('radio', { name: /Standard Pay/ })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'BOOK NOW' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'NEW OFFER' })).toBeInTheDocument();
  });

  it('hides Book It Now and QuickPay with a factoring company; QuickPay fee defaults to 5%', async () => {
    answering({ config: paymentConfiguration({ hasFactoring: true, quickPayPercent: null }) });
    await openDrawer();
    expect(await optionLabels()).toEqual(['Standard Pay (0% fee, 30 days)']);
  });

  it('QuickPay is 5% when quickPayPercent is missing', async () => {
    answering({ config: paymentConfiguration({ quickPayPercent: null, canBookNow: false }) });
    await openDrawer();
    expect(await optionLabels()).toEqual(['Standard Pay (0% fee, 30 days)', 'QuickPay (5% fee, 0 days)']);
  });

  it('offers Small Carrier Quick Pay only when eligible, preselected then; the choice changes only after Edit', async () => {
    answering({
      config: paymentConfiguration({
        eligibleForQuickPay: true,
        quickPayOptions: [QuickPayOption.QuickPay, QuickPayOption.SmallCarrierQuickPay],
        fleetSize: 4,
        deliveredShipmentsLast30Days: 6,
      }),
    });
    const { user } = await openDrawer();
    expect(await optionLabels()).toContain('Small Carrier Quick Pay (0% fee, 0 days)');
    expect(screen.getByRole('radio', { name: /Small Carrier Quick Pay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^QuickPay/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: /^QuickPay/ }));
    expect(screen.getByRole('radio', { name: /^QuickPay/ })).toBeChecked();
  });

  it('preselects QuickPay for an eligible carrier without the small-carrier programme', async () => {
    answering({ config: paymentConfiguration({ eligibleForQuickPay: true }) });
    await openDrawer();
    await options();
    expect(screen.getByRole('radio', { name: /^QuickPay/ })).toBeChecked();
  });

  it("a failed configuration read shows the server's detail in a toast and 'Unable to fetch carrier payment configurations.'", async () => {
    answering({ config: { status: 500, body: { detail: 'Payment service is down' } } });
    await openDrawer();
    expect(await screen.findByText('Unable to fetch carrier payment configurations.')).toBeInTheDocument();
    expect(await screen.findByText('Payment service is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });
});

describe('BOOK NOW: trip requirements and booking', () => {
  it("lists the booking requirements once each under 'Check to confirm you can meet the following requirements.'", async () => {
    answering({
      requirements: [
        requirement(),
        requirement({ description: 'TWIC card (again)' }),
        requirement({ value: 'TARP', description: 'Tarps', isRequiredForBooking: false }),
        requirement({ value: 'HAZ', description: 'Hazmat endorsement', isCompleted: true }),
      ],
    });
    await openDrawer();
    expect(
      await screen.findByText('Check to confirm you can meet the following requirements.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Trip requirements' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(list).getByRole('checkbox', { name: 'TWIC card' })).not.toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Hazmat endorsement' })).toBeChecked();
    expect(within(list).queryByText('Tarps')).not.toBeInTheDocument();
  });

  it("booking with unmet requirements opens 'Requirements Not Met' with the list and 'Go Back'; nothing is sent", async () => {
    const api = answering({ requirements: [requirement()] });
    const { user } = await openDrawer();
    await options();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // antd's ids are all 'test-id' under jest: the dialog is found by its content.
    const text = await screen.findByText('You have not confirmed that you meet the following requirements');
    const dialog = text.closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('Requirements Not Met')).toBeInTheDocument();
    expect(within(dialog).getByText('TWIC card')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(api.requests(API.loadboard.bookShipment)).toHaveLength(0);
  });

  it("books at the book-it-now rate, All In, Flat: 'Successfully booked shipment.', refreshes and lands on the shipment", async () => {
    const api = answering({
      config: paymentConfiguration({ eligibleForQuickPay: true }),
      requirements: [requirement()],
    }).on(API.loadboard.bookShipment, { bookingSucceeded: true, errors: [], shipmentNumber: 'S100' });
    const { user, queryClient } = await openDrawer();
    await options();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('checkbox', { name: 'TWIC card' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Successfully booked shipment.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.bookShipment)[0]?.body).toEqual({
      bookingApplication: 'Trucks',
      carrierId: 'C-100',
      shipmentId: 'SHP-1',
      paymentOption: PaymentOption.QuickPay,
      carrierRate: { rate: 2100, rateType: 'AllIn', chargeRateType: 'Flat' },
      hash: 'h-1',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.shipments.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.availableShipments.all });
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/details'));
  });

  it("says 'Successfully booked shipment.' and lands on the shipment when the load reads booked by the company before the booking answers", async () => {
    let booked = false;
    answering()
      .on(API.loadboard.availableShipmentDetails, () =>
        booked ? load({ carrierId: 'C-100', status: ShipmentStatus.Booked }) : load(),
      )
      .on(API.loadboard.bookShipment, () => {
        booked = true;
        return {
          status: 200,
          body: { bookingSucceeded: true, errors: [], shipmentNumber: 'S100' },
          delayMs: 200,
        };
      });
    const { user, queryClient } = await openDrawer();
    await options();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // The load's poll (or another screen's refresh) reads it booked while the booking's answer is on its way.
    await waitFor(() => expect(booked).toBe(true));
    await queryClient.refetchQueries({ queryKey: queryKeys.availableShipments.all });
    expect(await screen.findByText('Successfully booked shipment.')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/all-shipments/S100/preview/details'));
  });

  it('bookingSucceeded false shows the first error message; the drawer stays open', async () => {
    answering().on(API.loadboard.bookShipment, {
      bookingSucceeded: false,
      errors: [{ message: 'Shipment S100 is no longer available.' }, { message: 'second' }],
    });
    const { user } = await openDrawer();
    await options();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Shipment S100 is no longer available.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/'));
  });

  it("bookingSucceeded false without messages says 'Failed to book shipment'", async () => {
    answering().on(API.loadboard.bookShipment, { bookingSucceeded: false, errors: [] });
    const { user } = await openDrawer();
    await options();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Failed to book shipment')).toBeInTheDocument();
  });

  it("a failed request with no message says 'Request not successful.'", async () => {
    answering().on(API.loadboard.bookShipment, { status: 500 });
    const { user } = await openDrawer();
    await options();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Request not successful.')).toBeInTheDocument();
  });

  it("'Unable to fetch your trip requirements.' when they cannot be read", async () => {
    answering().on(API.shipments.requirements, { status: 500 });
    await openDrawer();
    expect(await screen.findByText('Unable to fetch your trip requirements.')).toBeInTheDocument();
  });
});

describe('NEW OFFER (000 §5, §8)', () => {
  it("takes digits only behind a $; 'Submit Offer' is disabled while empty; 'New offer submitted.' for an offer of 2150", async () => {
    const api = answering().on(API.loadboard.respondToRateRequest, {} as never);
    const { user } = await openDrawer('Offer Rate');
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Offer' })).toBeDisabled();
    await user.type(input, '2a1b5c0');
    expect(input).toHaveValue('2150');
    // The letters were not taken, and the field says so (issue 27); sending clears the message.
    expect(screen.getByText('Enter the rate in numbers only, like 1850.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('New offer submitted.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the rate in numbers only, like 1850.00')).not.toBeInTheDocument();
    expect(api.requests(API.loadboard.respondToRateRequest)[0]?.body).toEqual({
      response: {
        carrierId: 'C-100',
        carrierRate: { rate: 2150, rateType: 'AllIn', chargeRateType: 'Flat' },
        respondingContactId: 'U-100',
        shipmentId: 'SHP-1',
        response: 'Offer',
      },
    });
  });

  it("'abc-12e' is not taken silently: the field keeps the digits it took and says what it did not take (issue 27)", async () => {
    answering();
    const { user } = await openDrawer('Offer Rate');
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    await user.type(input, 'abc-12e');
    expect(input).toHaveValue('12');
    expect(await screen.findByText('Enter the rate in numbers only, like 1850.00')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Enter the rate in numbers only, like 1850.00');
  });

  it('a rate over $1,000,000.00 is kept as typed, refused at the field and never sent (issue 41)', async () => {
    const api = answering().on(API.loadboard.respondToRateRequest, {} as never);
    const { user } = await openDrawer('Offer Rate');
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    await user.type(input, '9999999999');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('Enter a rate of at most $1,000,000.00')).toBeInTheDocument();
    expect(input).toHaveValue('9999999999');
    expect(api.requests(API.loadboard.respondToRateRequest)).toHaveLength(0);
  });

  it("a negative amount gets 'Enter an amount of 0 or more' at the field, and the field keeps what it had", async () => {
    answering();
    const { user } = await openDrawer('Offer Rate');
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    await user.type(input, '-');
    expect(input).toHaveValue('');
    expect(await screen.findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await user.type(input, '50');
    expect(input).toHaveValue('50');
    await user.clear(input);
    await user.click(input);
    await user.paste('-250');
    expect(input).toHaveValue('');
    expect(screen.getByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await user.paste('1875.555');
    expect(input).toHaveValue('');
    expect(await screen.findByText('Use at most 2 decimals.')).toBeInTheDocument();
  });

  it("asks 'Leave this page?' before a typed offer is left unsent, and a reload gets the browser's prompt; a sent offer does not ask (issue 27)", async () => {
    answering().on(API.loadboard.respondToRateRequest, {} as never);
    const user = userEvent.setup();
    renderInApp(
      <>
        <LoadDetailDialog shipmentNumber="S100" type="available" open onClose={() => {}} />
        <Link to="/tenders">Tenders</Link>
      </>,
      { route: '/available-freight/S100/preview', user: carrier },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Offer Rate' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Offer Rate' }));
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    expect(reloadPrompted()).toBe(false);
    await user.type(input, '2150');
    expect(reloadPrompted()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Tenders' }));
    expect(
      await screen.findByText('You have unsaved changes. If you leave this page, they will be lost.'),
    ).toBeVisible();
    expect(screen.getAllByText('Leave this page?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/available-freight/S100/preview');
    expect(input).toHaveValue('2150');

    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('New offer submitted.')).toBeInTheDocument();
    expect(reloadPrompted()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Tenders' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/tenders'));
  });

  it("a refused offer shows the server's message and the field's model-state error, and keeps what was typed", async () => {
    answering().on(API.loadboard.respondToRateRequest, {
      status: 400,
      body: {
        title: 'Shipment S100 is no longer available.',
        errors: { 'response.carrierRate.rate': ['The rate is below the floor.'] },
      },
    });
    const { user } = await openDrawer('Offer Rate');
    const input = await screen.findByLabelText('Your rate (All In, Flat)');
    await user.type(input, '1');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(/Shipment S100 is no longer available\./)).toBeInTheDocument();
    expect(await screen.findAllByText(/The rate is below the floor\./)).not.toHaveLength(0);
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Submit Offer' })).toBeEnabled();
  });
});
