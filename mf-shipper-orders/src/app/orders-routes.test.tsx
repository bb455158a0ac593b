import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { StandaloneRoutes } from './standalone-app';
import { LINE_ITEM_ID, location, order, shipper } from '../test/fixtures';

// antd forms typed key by key in jsdom take seconds on a busy 2-core machine.
jest.setTimeout(60_000);

const COUNTS = { open: 3, planned: 1, booked: 2, inTransit: 0, delivered: 4, all: 10 };
const TORONTO = {
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5H 2N2',
  country: 'CA',
  latitude: 43.65,
  longitude: -79.38,
  ianaTimeZone: 'America/Toronto',
};

function listApi() {
  return installApiDouble()
    .on(API.shipper.findOrders, { data: [order()], totalCount: 1, page: 1, pageSize: 50 })
    .on(API.shipper.orderStatusCounts, COUNTS)
    .on(API.shipper.orderFilterSets, [
      { id: 'fs-1', name: 'Open sales orders', filters: { statuses: ['open'] }, isDefault: true },
    ])
    .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 50 });
}

/** Keys typed without a timer between them: the same events, a fraction of the time in jsdom. */
const user = () => userEvent.setup({ delay: null });

const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: shipper });

// The order form keeps drafts in localStorage: each test starts without one.
beforeEach(() => window.localStorage.clear());

describe('/orders', () => {
  it('lists orders 50 a page, a row per order with its stops and shipments, status counts and saved views as views', async () => {
    const api = listApi();
    render('/orders');
    // The first test of the file waits for the lazy page's first import (compiled on demand in jest).
    const row = (await screen.findByText('5001', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sales')).toBeInTheDocument();
    expect(within(row).getByText(/Dallas Cold Storage, Dallas, TX/)).toBeInTheDocument();
    expect(within(row).getByText('Jul 01, 2026 9:00 CDT')).toBeInTheDocument();
    expect(within(row).getByText(/Northern Grocers, Toronto, ON/)).toBeInTheDocument();
    expect(within(row).getByText('90001')).toBeInTheDocument();
    expect(within(row).getByText('18,000.46 lbs')).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();
    expect(api.requests(API.shipper.findOrders)[0]?.query).toEqual({ page: '1', pageSize: '50' });

    const views = screen.getByRole('list', { name: 'Order views' });
    await waitFor(() => expect(within(views).getByText('Open sales orders')).toBeInTheDocument());
    expect(within(views).getByText('Delivered').parentElement).toHaveTextContent('4');

    await user().click(within(views).getByText('Open'));
    await waitFor(() =>
      expect(api.requests(API.shipper.findOrders).at(-1)?.query).toEqual({
        statuses: 'open',
        page: '1',
        pageSize: '50',
      }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('view=open'));

    await user().click(within(views).getByText('Open sales orders'));
    await waitFor(() =>
      expect(api.requests(API.shipper.findOrders).at(-1)?.query).toEqual({
        filterSetId: 'fs-1',
        page: '1',
        pageSize: '50',
      }),
    );

    await user().type(screen.getByRole('searchbox', { name: 'Search orders' }), 'PO1234567{Enter}');
    await waitFor(() =>
      expect(api.requests(API.shipper.findOrders).at(-1)?.query).toMatchObject({ search: 'PO1234567' }),
    );
    expect(api.requests(API.shipper.orderStatusCounts).at(-1)?.query).toMatchObject({ search: 'PO1234567' });
  });

  it('filters by order type, pickup dates and location from the address (a link or a reload keeps them)', async () => {
    const api = listApi();
    render('/orders?orderType=Sales&pickupStart=2026-07-01&pickupEnd=2026-07-31&location=LOC1001');
    await screen.findByText('5001');
    const expected = {
      orderTypes: 'Sales',
      pickupDateStart: '2026-07-01',
      pickupDateEnd: '2026-07-31',
      locationNumber: 'LOC1001',
    };
    expect(api.requests(API.shipper.findOrders)[0]?.query).toEqual({
      ...expected,
      page: '1',
      pageSize: '50',
    });
    expect(api.requests(API.shipper.orderStatusCounts)[0]?.query).toEqual(expected);
    await user().click(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(await screen.findByText('Dallas Cold Storage (Dallas, TX)')).toBeInTheDocument();
  });

  it("saves the applied filters and tab as a view of the user's: 'View '{name}' saved'", async () => {
    const api = listApi().on(API.shipper.saveOrderFilterSet, (request) => ({
      ...(request.body as { name: string; filters: Record<string, string>; isDefault: boolean }),
      id: 'fs-2',
    }));
    render('/orders?view=open&orderType=Transfer');
    await screen.findByText('5001');
    await user().click(screen.getByRole('button', { name: 'Save View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user().type(within(dialog).getByLabelText('Name'), 'Open transfers');
    await user().click(within(dialog).getByRole('checkbox', { name: 'Open the list on this view' }));
    await user().click(within(dialog).getByRole('button', { name: 'Save View' }));
    expect(await screen.findByText("View 'Open transfers' saved")).toBeInTheDocument();
    expect(api.requests(API.shipper.saveOrderFilterSet)[0]?.body).toEqual({
      name: 'Open transfers',
      isDefault: true,
      filters: { orderTypes: ['Transfer'], statuses: ['open'] },
    });
  });

  it('on a 390px phone each order is a card with its stops and shipments (no table to scroll sideways)', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      listApi();
      render('/orders');
      const card = (await screen.findByText('5001')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText(/Northern Grocers, Toronto, ON/)).toBeInTheDocument();
      expect(within(card).getByText('90001')).toBeInTheDocument();
    } finally {
      restoreViewport();
    }
  });

  it('says why the list is empty, and opens an order on a click', async () => {
    listApi()
      .on(API.shipper.getOrder, order())
      .on(API.shipper.geocode, [TORONTO])
      .on(API.shipper.findOrders, (request) =>
        request.query.search
          ? { data: [], totalCount: 0, page: 1, pageSize: 50 }
          : { data: [order()], totalCount: 1, page: 1, pageSize: 50 },
      );
    render('/orders?q=nothing');
    expect(await screen.findByText('No Matching Orders Found')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Reset filters' }));
    await user().click(await screen.findByText('5001'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/5001/preview/details'));
  });
});

describe('/orders/create', () => {
  async function fillNewStop(stop: HTMLElement, fields: Record<string, string>) {
    for (const [label, text] of Object.entries(fields)) {
      const input = within(stop).getByLabelText(label);
      await user().clear(input);
      await user().type(input, text);
    }
  }

  async function fillOrder() {
    const pickup = screen.getByRole('region', { name: 'Stop 1' });
    await fillNewStop(pickup, {
      'Company Name': 'Maple Foods',
      'Address Line 1': '100 King St W',
      City: 'Toronto',
      'State or Province': 'ON',
      'Postal Code': 'M5H 2N2',
      Date: '2026-12-01',
      Early: '08:00',
    });
    const delivery = screen.getByRole('region', { name: 'Stop 2' });
    await fillNewStop(delivery, {
      'Company Name': 'Dallas DC',
      'Address Line 1': '1 Main St',
      City: 'Dallas',
      'State or Province': 'TX',
      'Postal Code': '75201',
      Date: '2026-12-03',
    });
    const item = screen.getByRole('region', { name: 'Line item 1' });
    await user().type(within(item).getByLabelText('Description'), 'Frozen peas');
    return { pickup, delivery };
  }

  it("creates an order with a new Canadian location typed in: country becomes CA, a reefer line; 'Order {number} Successfully Created'", async () => {
    const api = installApiDouble()
      .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 10 })
      .on(API.shipper.geocode, (request) =>
        String(request.query.postalCode).startsWith('M5H') ? [TORONTO] : [],
      )
      .on(API.shipper.createOrder, (request) => ({
        ...order(),
        ...(request.body as OrderInput),
        orderNumber: '5002',
        shipments: [],
      }))
      .on(API.shipper.getOrder, order({ orderNumber: '5002' }));
    render('/orders/create');
    expect(await screen.findByRole('heading', { level: 2, name: 'New Order' })).toBeInTheDocument();

    const { pickup } = await fillOrder();
    // Spec 001 §5: a Canadian postal code sets the country to CA.
    expect(within(pickup).getByTitle('Canada')).toBeInTheDocument();
    // The stop's time combined with its date in the zone of its postal code.
    expect(await within(pickup).findByText('Early: Dec 01, 2026 8:00 EST')).toBeInTheDocument();

    // Reefer settings are offered (and sent) only for the Reefer mode.
    expect(screen.queryByLabelText('Reefer Temperature (°F)')).not.toBeInTheDocument();
    // Each button group is named by its label ('Bulk' is both an equipment and a shipping mode).
    const equipmentMode = screen.getByRole('radiogroup', { name: 'Equipment Mode' });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Shipping Mode' })).getByRole('radio', { name: 'Bulk' }),
    ).not.toBeChecked();
    expect(within(pickup).getByRole('radiogroup', { name: 'Stop Type' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Order Type' })).toBeInTheDocument();
    await user().click(within(equipmentMode).getByRole('radio', { name: 'Reefer' }));
    expect(within(equipmentMode).getByRole('radio', { name: 'Reefer' })).toBeChecked();
    await user().type(await screen.findByLabelText('Reefer Temperature (°F)'), '34');
    await user().type(screen.getByLabelText('Freight Value'), '1875.5');
    await user().click(screen.getByRole('button', { name: 'Create Order' }));

    expect(await screen.findByText('Order 5002 Successfully Created')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/5002/preview/details'));
    const body = api.requests(API.shipper.createOrder)[0]?.body as OrderInput;
    expect(body).toMatchObject({
      orderType: 'Sales',
      equipmentMode: 1,
      reeferTemperature: 34,
      freightValue: 1875.5,
      customerId: 'C-SHIP',
      orderSource: 'Portal',
    });
    expect(body.stops[0]).toMatchObject({
      type: 'Pickup',
      locationNumber: 'N/A',
      location: { companyName: 'Maple Foods', postalCode: 'M5H 2N2', country: 'CA', state: 'ON' },
      schedule: { date: '2026-12-01', earlyTime: '08:00' },
    });
    expect(body.stops[0]?.location).not.toHaveProperty('addressLine2');
    expect(body.lineItems).toEqual([{ pickupStop: 1, deliveryStop: 2, description: 'Frozen peas' }]);
  });

  it('a stop at a known location is picked from the address book: its address is not typed, its EDI code filled, its zone used', async () => {
    const api = installApiDouble()
      .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 10 })
      .on(API.shipper.geocode, []);
    render('/orders/create');
    const delivery = await screen.findByRole('region', { name: 'Stop 2' });
    await user().click(within(delivery).getByRole('combobox', { name: 'Location' }));
    await user().type(within(delivery).getByRole('combobox', { name: 'Location' }), 'Dallas');
    await waitFor(() =>
      expect(api.requests(API.shipper.findLocations).at(-1)?.query).toMatchObject({ search: 'Dallas' }),
    );
    expect(api.requests(API.shipper.findLocations).at(-1)?.query).toEqual({
      scope: 'all',
      search: 'Dallas',
      page: '1',
      pageSize: '10',
    });
    await user().click(await screen.findByTitle('Dallas Cold Storage (LOC1001) Dallas, TX'));
    await waitFor(() => expect(within(delivery).queryByLabelText('Company Name')).not.toBeInTheDocument());
    expect(within(delivery).getByLabelText('EDI Code')).toHaveValue('DCS01');
    await user().type(within(delivery).getByLabelText('Date'), '2026-07-01');
    await user().type(within(delivery).getByLabelText('Appointment'), '09:00');
    expect(await within(delivery).findByText('Appointment: Jul 01, 2026 9:00 CDT')).toBeInTheDocument();
  });

  it('a save the server refuses keeps every field and shows its errors on their fields', async () => {
    installApiDouble()
      .on(API.shipper.findLocations, { data: [], totalCount: 0, page: 1, pageSize: 10 })
      .on(API.shipper.geocode, [])
      .on(API.shipper.createOrder, {
        status: 400,
        body: {
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { 'stops.1.location.postalCode': ['Use a US ZIP code or a Canadian postal code.'] },
        },
      });
    render('/orders/create');
    await screen.findByRole('heading', { level: 2, name: 'New Order' });
    const { delivery } = await fillOrder();
    await user().click(screen.getByRole('button', { name: 'Create Order' }));

    expect(
      await within(delivery).findByText('Use a US ZIP code or a Canadian postal code.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/create'));
    expect(within(delivery).getByLabelText('Company Name')).toHaveValue('Dallas DC');
    expect(within(delivery).getByLabelText('Postal Code')).toHaveValue('75201');
    expect(within(screen.getByRole('region', { name: 'Stop 1' })).getByLabelText('City')).toHaveValue(
      'Toronto',
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Frozen peas');
  });
});

describe('/orders/{orderNumber}/edit', () => {
  it("saves the order as loaded (the line item's GUID kept) with 'Order {number} Successfully Updated'", async () => {
    const api = installApiDouble()
      .on(API.shipper.getOrder, order())
      .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 10 })
      .on(API.shipper.geocode, [TORONTO])
      .on(API.shipper.updateOrder, (request) => ({ ...order(), ...(request.body as OrderInput) }));
    render('/orders/5001/edit');
    const instructions = await screen.findByLabelText('Special Instructions');
    expect(instructions).toHaveValue('Keep at 34 °F.');
    await user().clear(instructions);
    await user().click(screen.getByRole('button', { name: 'Save Order' }));

    expect(await screen.findByText('Order 5001 Successfully Updated')).toBeInTheDocument();
    const request = api.requests(API.shipper.updateOrder)[0];
    expect(request?.params).toEqual({ orderNumber: '5001' });
    const body = request?.body as OrderInput;
    expect(body).not.toHaveProperty('specialInstructions');
    expect(body.lineItems[0]?.id).toBe(LINE_ITEM_ID);
    expect(body.stops[0]).toMatchObject({ locationNumber: 'LOC1001', location: { id: location().id } });
    expect(body.stops[1]).toMatchObject({ locationNumber: 'N/A', location: { country: 'CA' } });
    expect(body).toMatchObject({ reeferMode: 'Continuous', equipmentTypes: 4, accessorials: ['Liftgate'] });
  });
});

describe('/orders/{orderNumber}/edit: nothing typed is lost without a word (issue 27)', () => {
  function editApi() {
    return installApiDouble()
      .on(API.shipper.getOrder, order())
      .on(API.shipper.findLocations, { data: [location()], totalCount: 1, page: 1, pageSize: 10 })
      .on(API.shipper.geocode, [TORONTO])
      .on(API.shipper.updateOrder, (request) => ({ ...order(), ...(request.body as OrderInput) }));
  }
  const reloadPrompted = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("keeps a Freight Value of '-50' as typed, says 'Enter an amount of 0 or more' at the field and sends nothing", async () => {
    const api = editApi();
    render('/orders/5001/edit');
    const freightValue = await screen.findByLabelText('Freight Value');
    await user().clear(freightValue);
    await user().type(freightValue, '-50');
    await user().tab();
    expect(freightValue).toHaveValue('-50');
    expect(await screen.findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(freightValue).toHaveValue('-50'));
    expect(api.requests(API.shipper.updateOrder)).toHaveLength(0);

    await user().clear(freightValue);
    await user().type(freightValue, '50');
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Order 5001 Successfully Updated')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateOrder)[0]?.body).toMatchObject({ freightValue: 50 });
  });

  it('asks before unsaved changes are left (Cancel), and a reload gets the browser prompt', async () => {
    editApi();
    render('/orders/5001/edit');
    const instructions = await screen.findByLabelText('Special Instructions');
    expect(reloadPrompted()).toBe(false);
    await user().type(instructions, ' Call ahead.');
    expect(reloadPrompted()).toBe(true);

    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Leave this page?');
    await user().click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/orders/5001/edit');
    expect(instructions).toHaveValue('Keep at 34 °F. Call ahead.');

    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await user().click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/5001/preview/details'));
  });

  it("keeps a draft across a reload: 'Your unsaved changes from before were restored.', Discard draft puts the order back", async () => {
    editApi();
    const first = render('/orders/5001/edit');
    await user().type(await screen.findByLabelText('Special Instructions'), ' Call ahead.');
    first.unmount(); // the reload

    render('/orders/5001/edit');
    expect(await screen.findByText('Your unsaved changes from before were restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Special Instructions')).toHaveValue('Keep at 34 °F. Call ahead.');
    expect(reloadPrompted()).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Special Instructions')).toHaveValue('Keep at 34 °F.'));
    expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
    expect(reloadPrompted()).toBe(false);
  });

  it("another user gets no draft; a saved order's draft is gone", async () => {
    editApi();
    const first = render('/orders/5001/edit');
    await user().type(await screen.findByLabelText('Special Instructions'), ' Call ahead.');
    first.unmount();

    const otherUser = renderInApp(<StandaloneRoutes />, {
      route: '/orders/5001/edit',
      user: { ...shipper, id: 'U-OTHER' },
    });
    expect(await screen.findByLabelText('Special Instructions')).toHaveValue('Keep at 34 °F.');
    otherUser.unmount();

    render('/orders/5001/edit');
    await screen.findByText('Your unsaved changes from before were restored.');
    await user().click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Order 5001 Successfully Updated')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/orders/5001/preview/details'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('trucks:draft:'))).toEqual([]);
  });
});

describe('/orders/{orderNumber}/preview', () => {
  it('shows details, line items and references; logistics shows stops in their zones and the shipments', async () => {
    installApiDouble().on(API.shipper.getOrder, order()).on(API.shipper.geocode, [TORONTO]);
    render('/orders/5001/preview/details');
    expect(await screen.findByText('$18,250.50')).toBeInTheDocument();
    expect(screen.getByText('Continuous, 34 °F')).toBeInTheDocument();
    expect(screen.getByText('Frozen peas')).toBeInTheDocument();
    expect(screen.getByText('PO1234567')).toBeInTheDocument();
    expect(screen.getByText('Dallas, TX')).toBeInTheDocument();

    await user().click(screen.getByRole('tab', { name: 'Logistics' }));
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    expect(within(pickup).getByText('Appointment: Jul 01, 2026 9:00 CDT')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Stop 2' });
    expect(await within(delivery).findByText('Appointment: Jul 03, 2026 14:00 EDT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipment 90001' })).toHaveAttribute(
      'href',
      '/shipment-tracking/90001/preview',
    );
  });

  it("duplicates the order into copies: 'Successfully created {n} copies. Duplicate IDs: ...'", async () => {
    const api = installApiDouble()
      .on(API.shipper.getOrder, order())
      .on(API.shipper.duplicateOrder, { orderNumbers: ['5002', '5003'] });
    render('/orders/5001/preview/details');
    await user().click(await screen.findByRole('button', { name: /Duplicate/ }));
    const copies = await screen.findByLabelText('Number of copies');
    await user().clear(copies);
    await user().type(copies, '2');
    await user().click(screen.getByRole('button', { name: 'Create Copies' }));
    expect(
      await screen.findByText('Successfully created 2 copies. Duplicate IDs: 5002, 5003'),
    ).toBeInTheDocument();
    expect(api.requests(API.shipper.duplicateOrder)[0]).toMatchObject({
      params: { orderNumber: '5001' },
      body: { copies: 2 },
    });
  });

  it("issue 41 item 4: 2.5, 'abc' or 60 copies are kept as typed, said at the field and not sent; 3 copies are", async () => {
    const api = installApiDouble()
      .on(API.shipper.getOrder, order())
      .on(API.shipper.duplicateOrder, { orderNumbers: ['5002', '5003', '5004'] });
    render('/orders/5001/preview/details');
    await user().click(await screen.findByRole('button', { name: /Duplicate/ }));
    const copies = await screen.findByLabelText('Number of copies');
    for (const typed of ['2.5', 'abc', '60']) {
      await user().clear(copies);
      await user().type(copies, typed);
      await user().click(screen.getByRole('button', { name: 'Create Copies' }));
      const field = copies.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
      expect(copies).toHaveValue(typed);
    }
    expect(api.requests(API.shipper.duplicateOrder)).toHaveLength(0);

    await user().clear(copies);
    await user().type(copies, '3');
    await user().click(screen.getByRole('button', { name: 'Create Copies' }));
    expect(
      await screen.findByText('Successfully created 3 copies. Duplicate IDs: 5002, 5003, 5004'),
    ).toBeInTheDocument();
    expect(api.requests(API.shipper.duplicateOrder)[0]?.body).toEqual({ copies: 3 });
  });

  it("an unknown order says 'Order Not Found'", async () => {
    installApiDouble().on(API.shipper.getOrder, {
      status: 404,
      body: { title: 'Not Found', status: 404, detail: 'Order 1 was not found.' },
    });
    render('/orders/1/preview/details');
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
  });
});
