// Issue 41, item 4: 'Impossible orders are created and booked without a word.' The order form keeps
// what was typed, says why at the field and refuses to save an impossible order; every date entered
// is shown (shared-contracts' rules/order-plausibility holds the rules).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp } from '@trucks/shared-ui/testing';
import { StandaloneRoutes } from './standalone-app';
import { location, order, shipper } from '../test/fixtures';

// antd forms typed key by key in jsdom take seconds on a busy 2-core machine.
jest.setTimeout(60_000);

const user = () => userEvent.setup({ delay: null });
const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: shipper });
const TORONTO = {
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5H 2N2',
  country: 'CA',
  latitude: 43.65,
  longitude: -79.38,
  ianaTimeZone: 'America/Toronto',
};

beforeEach(() => window.localStorage.clear());

function editApi() {
  return installApiDouble()
    .on(API.shipper.getOrder, order())
    .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 10 })
    .on(API.shipper.geocode, [TORONTO])
    .on(API.shipper.updateOrder, (request) => ({ ...order(), ...(request.body as OrderInput) }));
}

async function retype(input: HTMLElement, text: string) {
  await user().clear(input);
  await user().type(input, text);
}

describe('the order form refuses an impossible order, keeping what was typed', () => {
  it('"Packages 2.5 and Pallets 1.7 become 3 and 2 with no message, \'abc\' in Weight per Package is erased": kept, each said at its field', async () => {
    const api = editApi();
    render('/orders/5001/edit');
    const item = await screen.findByRole('region', { name: 'Line item 1' });
    const typed: [string, string, string][] = [
      ['Packages', '2.5', 'Enter a whole number of 0 or more'],
      ['Pallets', '1.7', 'Enter a whole number of 0 or more'],
      ['Weight per Package (lbs)', 'abc', 'Enter a number of 0 or more'],
      ['Total Weight (lbs)', '999999999', 'Enter at most 100,000 lbs'],
    ];
    for (const [label, text] of typed) await retype(within(item).getByLabelText(label), text);
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    for (const [label, text, message] of typed) {
      const field = within(item).getByLabelText(label);
      expect(field).toHaveValue(text);
      const formItem = field.closest('.ant-form-item') as HTMLElement;
      expect(await within(formItem).findByText(message)).toBeInTheDocument();
    }
    expect(api.requests(API.shipper.updateOrder)).toHaveLength(0);

    await retype(within(item).getByLabelText('Packages'), '3');
    await retype(within(item).getByLabelText('Pallets'), '2');
    await user().clear(within(item).getByLabelText('Weight per Package (lbs)'));
    await retype(within(item).getByLabelText('Total Weight (lbs)'), '42000.5');
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Order 5001 Successfully Updated')).toBeInTheDocument();
    const sent = (api.requests(API.shipper.updateOrder)[0]?.body as OrderInput).lineItems[0];
    expect(sent).toMatchObject({ packageCount: 3, palletCount: 2, totalWeight: 42000.5 });
    expect(sent).not.toHaveProperty('perPackageWeight');
  });

  it('"Freight Value 99999999999999999" is refused at the field', async () => {
    const api = editApi();
    render('/orders/5001/edit');
    const value = await screen.findByLabelText('Freight Value');
    await retype(value, '99999999999999999');
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Enter an amount of at most $10,000,000.00')).toBeInTheDocument();
    expect(value).toHaveValue('99999999999999999');
    expect(api.requests(API.shipper.updateOrder)).toHaveLength(0);
  });

  it('"a pickup Early 15:00 and Late 09:00, a delivery dated two days before its pickup": said at the fields, not saved', async () => {
    const api = editApi();
    render('/orders/5001/edit');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    const delivery = screen.getByRole('region', { name: 'Stop 2' });
    await user().clear(within(pickup).getByLabelText('Appointment'));
    await retype(within(pickup).getByLabelText('Early'), '15:00');
    await retype(within(pickup).getByLabelText('Late'), '09:00');
    expect(await within(pickup).findByText('Late must not be before Early.')).toBeInTheDocument();

    // The pickup on Jul 01: a delivery on Jun 29 is two days before it.
    await retype(within(delivery).getByLabelText('Date'), '2026-06-29');
    expect(await within(delivery).findByText('Delivery is before the pickup at stop 1.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(within(pickup).getByLabelText('Late')).toHaveValue('09:00'));
    expect(api.requests(API.shipper.updateOrder)).toHaveLength(0);

    // Moving the pickup's date earlier clears the delivery's message; the window put right saves.
    await retype(within(pickup).getByLabelText('Date'), '2026-06-27');
    await waitFor(() =>
      expect(
        within(delivery).queryByText('Delivery is before the pickup at stop 1.'),
      ).not.toBeInTheDocument(),
    );
    await retype(within(pickup).getByLabelText('Late'), '17:00');
    await waitFor(() =>
      expect(within(pickup).queryByText('Late must not be before Early.')).not.toBeInTheDocument(),
    );
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Order 5001 Successfully Updated')).toBeInTheDocument();
  });

  it('an appointment outside its window is said at the appointment', async () => {
    editApi();
    render('/orders/5001/edit');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    // Early 08:00, Late 10:00 in the order.
    await retype(within(pickup).getByLabelText('Appointment'), '11:30');
    expect(await within(pickup).findByText('The appointment must not be after Late.')).toBeInTheDocument();
  });
});

describe('every date entered is shown', () => {
  it('"A delivery date typed without times … shown neither on the order\'s Logistics page": Date: Dec 10, 2026', async () => {
    const stored = order();
    const dateOnly = order({
      stops: [stored.stops[0]!, { ...stored.stops[1]!, schedule: { date: '2026-12-10' } }],
    });
    installApiDouble().on(API.shipper.getOrder, dateOnly).on(API.shipper.geocode, [TORONTO]);
    render('/orders/5001/preview/logistics');
    const delivery = await screen.findByRole('region', { name: 'Stop 2' });
    expect(within(delivery).getByText('Date: Dec 10, 2026')).toBeInTheDocument();
  });

  it('a time whose zone cannot be found is shown on the stop’s own clock', async () => {
    installApiDouble().on(API.shipper.getOrder, order()).on(API.shipper.geocode, []);
    render('/orders/5001/preview/logistics');
    const delivery = await screen.findByRole('region', { name: 'Stop 2' });
    expect(await within(delivery).findByText('Appointment: Jul 03, 2026 14:00')).toBeInTheDocument();
  });
});
