import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleId, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import type { InvoiceDetail } from '@trucks/shared-contracts/domain/invoice';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { AMOUNT_MESSAGE } from '@trucks/shared-ui/amount-field';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { StandaloneRoutes } from './standalone-app';
import { order, shipper } from '../test/fixtures';

// antd forms and drawers in jsdom are slow on a busy 2-core machine.
jest.setTimeout(60_000);

const user = () => userEvent.setup({ delay: null });
const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: shipper });

const rate = (value: number) => ({
  rate: value,
  rateType: RateType.AllIn,
  chargeRateType: ChargeRateType.Flat,
});

function stop(overrides: Partial<ManagedShipmentStop> = {}): ManagedShipmentStop {
  return {
    id: 'st-1',
    stopNumber: 1,
    stopType: 'Pickup',
    early: '2026-07-01T08:00:00-05:00',
    late: '2026-07-01T10:00:00-05:00',
    appointment: '2026-07-01T09:00:00-05:00',
    locationAddress: 'Dallas Cold Storage, 1 Cold Way, Dallas, TX 75201',
    ianaTimeZone: 'America/Chicago',
    arrivedAt: null,
    departedAt: null,
    confirmedPackageCount: null,
    confirmedPalletCount: null,
    preload: null,
    ...overrides,
  };
}

function shipment(overrides: Partial<ManagedShipment> = {}): ManagedShipment {
  return {
    id: 'sh-1',
    shipmentNumber: '90001',
    shipmentStatus: ShipmentStatus.ReadyToBook,
    maxBuy: 0,
    equipmentMode: 1,
    stops: [
      stop(),
      stop({
        id: 'st-2',
        stopNumber: 2,
        stopType: 'Delivery',
        early: null,
        late: null,
        appointment: '2026-07-03T14:00:00-04:00',
        locationAddress: 'Northern Grocers, 100 King St W, Toronto, ON M5H 2N2',
        ianaTimeZone: 'America/Toronto',
      }),
    ],
    carrierName: null,
    orderNumbers: ['5001', '5002'],
    originationType: RateSource.TmsContract,
    shippingMode: ShippingMode.TL,
    onTimeStatus: null,
    tenders: [],
    ...overrides,
  };
}

const quote = (overrides: Partial<ShipmentRateQuote>): ShipmentRateQuote => ({
  quoteId: '90001-Q1',
  carrierId: 'CAR-1',
  carrierName: 'Acme Freight',
  rateSource: RateSource.TmsContract,
  shippingMode: ShippingMode.TL,
  carrierRate: rate(1200),
  transitDays: 2,
  isInError: false,
  ...overrides,
});

const QUOTES = [
  quote({}),
  quote({
    quoteId: '90001-Q3',
    carrierId: 'CAR-2',
    carrierName: 'Spotty Lines',
    rateSource: RateSource.TmsSpot,
    carrierRate: rate(1100),
  }),
  quote({
    quoteId: '90001-Q5',
    carrierId: 'CAR-3',
    carrierName: 'Little Loads',
    rateSource: RateSource.Red,
    shippingMode: ShippingMode.LTL,
    carrierRate: rate(500),
  }),
  quote({
    quoteId: '90001-Q6',
    carrierId: 'CAR-4',
    carrierName: 'Broken Rater',
    rateSource: RateSource.Red,
    shippingMode: ShippingMode.LTL,
    isInError: true,
  }),
];

function detailApi(record: ManagedShipment = shipment()) {
  return installApiDouble()
    .on(API.shipper.shipmentDetails, record)
    .on(API.shipper.stops, record.stops)
    .on(API.shipper.trackingActivities, [
      { timeStamp: '2026-06-20T15:00:00Z', description: 'Created from orders 5001, 5002' },
    ])
    .on(API.shipper.carrierCharges, { charges: [], total: 0 })
    .on(API.shipper.bookedCarrier, { status: 404, body: { title: 'Not found' } })
    .on(API.shipper.rates, QUOTES)
    .on(API.shipper.equipment, {})
    .on(API.shipper.drivers, [])
    .on(API.shipper.emptyLocation, { status: 404, body: { title: 'Not found' } });
}

function installViewer() {
  const DocumentViewer: RemoteModules['mf_cases_notes/DocumentViewer']['default'] = (props) => (
    <p>Viewer {props.document?.name}</p>
  );
  const Empty = () => null;
  const modules: Partial<{ [K in RemoteModuleId]: RemoteModules[K] }> = {
    'mf_cases_notes/DocumentViewer': { default: DocumentViewer },
    'mf_cases_notes/ShipmentCases': { default: Empty },
    'mf_cases_notes/DocumentsPanel': { default: Empty },
  };
  installRemoteLoader(async (id) => {
    const module = modules[id];
    if (!module) throw new Error(`unexpected ${id}`);
    return module;
  });
}

beforeEach(() => installViewer());

describe('/shipment-booking and /shipment-tracking', () => {
  it('booking: shipments to book 50 a page with status counts and saved views; search in the address', async () => {
    const api = installApiDouble()
      .on(API.shipper.listShipments, { data: [shipment()], totalCount: 1, page: 1, pageSize: 50 })
      .on(API.shipper.statusCounts, { all: 4, 0: 1, 1: 2, 2: 1 })
      .on(API.shipper.filterSets, [
        { id: 'fs-9', name: 'Dallas pickups', filters: { search: 'Dallas' }, isDefault: false },
      ]);
    render('/shipment-booking');
    const row = (await screen.findByText('90001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ready to Book')).toBeInTheDocument();
    expect(within(row).getByText('Jul 01, 2026 9:00 CDT')).toBeInTheDocument();
    expect(within(row).getByText('Jul 03, 2026 14:00 EDT')).toBeInTheDocument();
    expect(within(row).getByText('$0.00')).toBeInTheDocument();
    expect(api.requests(API.shipper.listShipments)[0]?.query).toEqual({
      view: 'booking',
      page: '1',
      pageSize: '50',
    });
    const views = screen.getByRole('list', { name: 'Shipment views' });
    await waitFor(() => expect(within(views).getByText('Dallas pickups')).toBeInTheDocument());
    expect(within(views).getByText('Ready to Book').parentElement).toHaveTextContent('2');
    await user().click(within(views).getByText('Tendering'));
    await waitFor(() =>
      expect(api.requests(API.shipper.listShipments).at(-1)?.query).toEqual({
        view: 'booking',
        statuses: '2',
        page: '1',
        pageSize: '50',
      }),
    );
    await user().click(within(views).getByText('Dallas pickups'));
    await waitFor(() =>
      expect(api.requests(API.shipper.listShipments).at(-1)?.query).toMatchObject({ filterSetId: 'fs-9' }),
    );
    await user().type(screen.getByRole('searchbox', { name: 'Search shipments' }), '5002{Enter}');
    await waitFor(() =>
      expect(api.requests(API.shipper.listShipments).at(-1)?.query).toMatchObject({ search: '5002' }),
    );
    expect(api.requests(API.shipper.statusCounts).at(-1)?.query).toMatchObject({
      view: 'booking',
      search: '5002',
    });
    await waitFor(() => expect(currentAddress()).toHaveTextContent('q=5002'));
  });

  it('tracking: on-time counts label the on-time filter, which travels in the address', async () => {
    const api = installApiDouble()
      .on(API.shipper.listShipments, {
        data: [
          shipment({
            shipmentStatus: ShipmentStatus.InTransit,
            onTimeStatus: OnTimeStatus.Late,
            carrierName: 'Acme Freight',
          }),
        ],
        totalCount: 1,
        page: 1,
        pageSize: 50,
      })
      .on(API.shipper.statusCounts, { all: 1, 5: 1 })
      .on(API.shipper.onTimeCounts, { 0: 3, 1: 1, 2: 1, 3: 0 })
      .on(API.shipper.filterSets, []);
    render('/shipment-tracking?onTime=2');
    const row = (await screen.findByText('90001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText('Acme Freight')).toBeInTheDocument();
    expect(api.requests(API.shipper.listShipments)[0]?.query).toEqual({
      view: 'tracking',
      onTimeStatuses: '2',
      page: '1',
      pageSize: '50',
    });
    expect(api.requests(API.shipper.onTimeCounts)[0]?.query).toEqual({ view: 'tracking' });
    await user().click(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(await screen.findByText('Late (1)')).toBeInTheDocument();
  });
});

describe('consolidation (001 §9 defaults, draft reused or created, create)', () => {
  it("asks with the defaults, creates a shipment from the chosen orders (TmsContract, maxBuy 0): 'Shipment {number} Created!'", async () => {
    const api = detailApi(shipment({ shipmentNumber: '90077' }))
      .on(API.shipper.consolidatableOrders, [order({ orderNumber: '5002' })])
      .on(
        API.shipper.draftShipment,
        shipment({ shipmentNumber: '90077', shipmentStatus: ShipmentStatus.Draft }),
      )
      .on(API.shipper.createShipment, shipment({ shipmentNumber: '90077' }));
    render('/shipment-booking/consolidate?order=5001');
    await user().click(await screen.findByRole('checkbox', { name: 'Add order 5002' }));
    expect(api.requests(API.shipper.consolidatableOrders)[0]?.query).toEqual({
      orderNumber: '5001',
      maxWeight: '45000',
      maxUnits: '60',
      distanceMiles: '40',
      dateWindowDays: '2',
    });
    expect(screen.getByText(/18,000.46 lbs in 20 units/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Create Shipment' }));
    expect(await screen.findByText('Shipment 90077 Created!')).toBeInTheDocument();
    expect(api.requests(API.shipper.draftShipment)[0]?.body).toEqual({ orderNumbers: ['5001', '5002'] });
    expect(api.requests(API.shipper.createShipment)[0]?.body).toEqual({
      orderNumbers: ['5001', '5002'],
      originationType: RateSource.TmsContract,
      maxBuy: 0,
    });
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/shipment-tracking/90077/preview'));
  });

  it('the limits are adjustable and go in the address', async () => {
    const api = installApiDouble().on(API.shipper.consolidatableOrders, []);
    render('/shipment-booking/consolidate?order=5001&maxWeight=30000&dateWindowDays=1');
    expect(await screen.findByText(/No other open order fits one truck with order 5001/)).toBeInTheDocument();
    expect(api.requests(API.shipper.consolidatableOrders)[0]?.query).toMatchObject({
      maxWeight: '30000',
      dateWindowDays: '1',
      maxUnits: '60',
    });
  });

  it("issue 41 item 4: a limit of 'abc', 2.5 units or 5000 days is kept as typed, said at its field and not searched; valid limits are", async () => {
    const api = installApiDouble().on(API.shipper.consolidatableOrders, []);
    render('/shipment-booking/consolidate?order=5001');
    expect(await screen.findByText(/No other open order fits one truck with order 5001/)).toBeInTheDocument();
    const typed: [string, string, string][] = [
      ['Max Weight (lbs)', 'abc', 'Enter a number from 1 to 100,000 lbs'],
      ['Max Units', '2.5', 'Enter a whole number from 1 to 100,000 units'],
      ['Distance (miles)', '0', 'Enter a number from 1 to 3,000 miles'],
      ['Date Window (± days)', '5000', 'Enter a whole number from 0 to 30 days'],
    ];
    for (const [label, text] of typed) {
      await user().clear(screen.getByLabelText(label));
      await user().type(screen.getByLabelText(label), text);
    }
    await user().click(screen.getByRole('button', { name: 'Find Orders' }));
    for (const [label, text, message] of typed) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue(text);
      const formItem = field.closest('.ant-form-item') as HTMLElement;
      expect(await within(formItem).findByText(message)).toBeInTheDocument();
    }
    expect(currentAddress()).toHaveTextContent(/^\/shipment-booking\/consolidate\?order=5001$/);
    expect(api.requests(API.shipper.consolidatableOrders)).toHaveLength(1);

    for (const [label, text] of [
      ['Max Weight (lbs)', '30000.5'],
      ['Max Units', '12'],
      ['Distance (miles)', '75'],
      ['Date Window (± days)', '0'],
    ] as const) {
      await user().clear(screen.getByLabelText(label));
      await user().type(screen.getByLabelText(label), text);
    }
    await user().click(screen.getByRole('button', { name: 'Find Orders' }));
    await waitFor(() =>
      expect(api.requests(API.shipper.consolidatableOrders).at(-1)?.query).toEqual({
        orderNumber: '5001',
        maxWeight: '30000.5',
        maxUnits: '12',
        distanceMiles: '75',
        dateWindowDays: '0',
      }),
    );
  });
});

describe('book and tender (001 §7 booking rules)', () => {
  async function openBook() {
    await user().click(await screen.findByRole('button', { name: 'Book' }));
    return screen.findByRole('dialog', { name: 'Book shipment 90001' });
  }

  it("a contract TL rate raises the max buy to the rate plus 5, then books: 'Shipment {number} Booked!'; isInError rates are dropped", async () => {
    const api = detailApi()
      .on(API.shipper.updateMaxBuy, shipment({ maxBuy: 1205 }))
      .on(API.shipper.book, shipment({ shipmentStatus: ShipmentStatus.Booked, maxBuy: 1205 }));
    render('/shipment-tracking/90001/preview');
    const drawer = await openBook();
    await user().click(
      await within(drawer).findByRole('radio', { name: /Acme Freight: \$1,200.00 TMS Contract TL/ }),
    );
    expect(within(drawer).queryByText(/Broken Rater/)).not.toBeInTheDocument();
    await user().click(within(drawer).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Shipment 90001 Booked!')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateMaxBuy)[0]?.body).toEqual({ maxBuy: 1205 });
    expect(api.requests(API.shipper.book)[0]?.body).toEqual({
      quoteId: '90001-Q1',
      carrierId: 'CAR-1',
      carrierRate: rate(1200),
    });
  });

  it('a spot quote updates the origination type to TmsSpot, then books', async () => {
    const api = detailApi()
      .on(API.shipper.updateOriginationType, shipment({ originationType: RateSource.TmsSpot }))
      .on(API.shipper.book, shipment({ shipmentStatus: ShipmentStatus.Booked }));
    render('/shipment-tracking/90001/preview');
    const drawer = await openBook();
    await user().click(await within(drawer).findByRole('radio', { name: /Spotty Lines/ }));
    await user().click(within(drawer).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Shipment 90001 Booked!')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateOriginationType)[0]?.body).toEqual({
      originationType: RateSource.TmsSpot,
    });
    expect(api.requests(API.shipper.updateMaxBuy)).toHaveLength(0);
  });

  it("other rates book an LTL shipment from the orders: 'Shipment {number} Successfully Created and Booked'", async () => {
    const api = detailApi()
      .on(API.shipper.void, shipment({ shipmentStatus: ShipmentStatus.Voided }))
      .on(API.shipper.bookLtl, { shipmentNumber: '90100' });
    render('/shipment-tracking/90001/preview');
    const drawer = await openBook();
    await user().click(await within(drawer).findByRole('radio', { name: /Little Loads/ }));
    await user().click(within(drawer).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Shipment 90100 Successfully Created and Booked')).toBeInTheDocument();
    expect(api.requests(API.shipper.bookLtl)[0]?.body).toEqual({
      orderNumbers: ['5001', '5002'],
      quoteId: '90001-Q5',
      carrierId: 'CAR-3',
      carrierRate: rate(500),
    });
  });

  it('a failed booking keeps the drawer open with the choice and shows the server message', async () => {
    detailApi()
      .on(API.shipper.book, {
        status: 400,
        body: { errors: { quoteId: ['The rate differs from quote 90001-Q3.'] } },
      })
      .on(API.shipper.updateOriginationType, shipment());
    render('/shipment-tracking/90001/preview');
    const drawer = await openBook();
    await user().click(await within(drawer).findByRole('radio', { name: /Spotty Lines/ }));
    await user().click(within(drawer).getByRole('button', { name: 'Book' }));
    expect((await screen.findAllByText('The rate differs from quote 90001-Q3.')).length).toBeGreaterThan(0);
    expect(within(drawer).getByRole('radio', { name: /Spotty Lines/ })).toBeChecked();
  });

  it("tenders to carriers: 'Shipment {number} successfully tendered.'", async () => {
    const api = detailApi().on(API.shipper.tender, shipment({ shipmentStatus: ShipmentStatus.Tendering }));
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Tender' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tender shipment 90001' });
    await user().click(within(drawer).getByRole('combobox', { name: 'Carriers' }));
    await user().click(await screen.findByTitle('Acme Freight'));
    await user().type(within(drawer).getByLabelText('Rate (USD, all in)'), '1150');
    await user().click(within(drawer).getByRole('button', { name: 'Tender' }));
    expect(await screen.findByText('Shipment 90001 successfully tendered.')).toBeInTheDocument();
    expect(api.requests(API.shipper.tender)[0]?.body).toEqual({
      carrierIds: ['CAR-1'],
      carrierRate: rate(1150),
    });
  });
});

describe('tender rate', () => {
  it('refuses a rate of zero at the field and keeps the drawer open with it', async () => {
    const api = detailApi();
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Tender' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tender shipment 90001' });
    const field = within(drawer).getByLabelText('Rate (USD, all in)');
    await user().type(field, '0');
    await user().click(within(drawer).getByRole('button', { name: 'Tender' }));
    expect(await within(drawer).findByText('The rate must be above zero.')).toBeInTheDocument();
    expect(field).toHaveValue('0');
    expect(api.requests(API.shipper.tender)).toEqual([]);
  });
});

describe('max buy (001 §7)', () => {
  async function openMaxBuy() {
    await user().click(await screen.findByRole('button', { name: 'Max Buy' }));
    return screen.findByRole('dialog', { name: 'Max buy of shipment 90001' });
  }

  it("saves a new max buy typed as text, and only what changed: 'Shipment {number} updated'", async () => {
    const api = detailApi(shipment({ originationType: RateSource.TmsContract })).on(
      API.shipper.updateMaxBuy,
      shipment({ maxBuy: 1250.5 }),
    );
    render('/shipment-tracking/90001/preview');
    const drawer = await openMaxBuy();
    const field = within(drawer).getByLabelText('Max Buy (USD)');
    await user().clear(field);
    await user().type(field, '1250.50');
    await user().click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shipment 90001 updated')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateMaxBuy).map((request) => request.body)).toEqual([
      { maxBuy: 1250.5 },
    ]);
    expect(api.requests(API.shipper.updateOriginationType)).toEqual([]);
  });

  it('refuses a negative max buy at the field and keeps what was typed; nothing is sent', async () => {
    const api = detailApi();
    render('/shipment-tracking/90001/preview');
    const drawer = await openMaxBuy();
    const field = within(drawer).getByLabelText('Max Buy (USD)');
    await user().clear(field);
    await user().type(field, '-50');
    await user().click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(AMOUNT_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveValue('-50');
    expect(api.requests(API.shipper.updateMaxBuy)).toEqual([]);
  });
});

describe('rescind, void, stops, BOL', () => {
  const booked = () =>
    shipment({
      shipmentStatus: ShipmentStatus.Booked,
      maxBuy: 1205,
      carrierName: 'Acme Freight',
      onTimeStatus: OnTimeStatus.OnTime,
    });

  it("rescinds a booking: 'Shipment {number} rescinded'; the booked carrier shows", async () => {
    const api = detailApi(booked())
      .on(API.shipper.bookedCarrier, {
        carrierId: 'CAR-1',
        carrierName: 'Acme Freight',
        carrierRate: rate(1200),
        bookedDateTime: '2026-06-21T15:00:00Z',
      })
      .on(API.shipper.rescindBooking, shipment());
    render('/shipment-tracking/90001/preview');
    expect(await screen.findByText(/Acme Freight, \$1,200.00/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Rescind' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Reason'), 'Truck broke down');
    await user().click(within(dialog).getByRole('button', { name: 'Rescind' }));
    expect(await screen.findByText('Shipment 90001 rescinded')).toBeInTheDocument();
    expect(api.requests(API.shipper.rescindBooking)[0]?.body).toEqual({ reason: 'Truck broke down' });
  });

  it("voids: 'Shipment {number} voided'; a 404 booked carrier is none", async () => {
    const api = detailApi().on(API.shipper.void, shipment({ shipmentStatus: ShipmentStatus.Voided }));
    render('/shipment-tracking/90001/preview');
    expect(await screen.findByText('No carrier booked')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Shipment 90001 voided')).toBeInTheDocument();
    expect(api.requests(API.shipper.void)[0]?.body).toEqual({});
  });

  it('records an arrival at the pickup in its own zone with confirmed package counts', async () => {
    const api = detailApi(booked()).on(API.shipper.stopArrival, stop({ arrivedAt: '2026-07-01T14:05:00Z' }));
    render('/shipment-tracking/90001/preview');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    expect(within(pickup).getByText('Jul 01, 2026 9:00 CDT')).toBeInTheDocument();
    await user().click(within(pickup).getByRole('button', { name: 'Record Arrival' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record Arrival: stop 1' });
    const when = within(drawer).getByLabelText(/When/);
    await user().clear(when);
    await user().type(when, '2026-07-01T09:05');
    await user().type(within(drawer).getByLabelText('Confirmed Packages'), '20');
    await user().click(within(drawer).getByRole('button', { name: 'Record Arrival' }));
    expect(await screen.findByText('Arrival recorded at stop 1')).toBeInTheDocument();
    expect(api.requests(API.shipper.stopArrival)[0]?.body).toEqual({
      dateTime: '2026-07-01T09:05:00-05:00',
      confirmedPackageCount: 20,
    });
  });

  it('keeps 2.5 confirmed packages as typed, says a count is whole, and records nothing (issue 41)', async () => {
    const api = detailApi(booked()).on(API.shipper.stopArrival, stop({ arrivedAt: '2026-07-01T14:05:00Z' }));
    render('/shipment-tracking/90001/preview');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    await user().click(within(pickup).getByRole('button', { name: 'Record Arrival' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record Arrival: stop 1' });
    const packages = within(drawer).getByLabelText('Confirmed Packages');
    await user().type(packages, '2.5');
    await user().click(within(drawer).getByRole('button', { name: 'Record Arrival' }));
    expect(await within(drawer).findByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(packages).toHaveValue('2.5');
    expect(api.requests(API.shipper.stopArrival)).toHaveLength(0);
  });

  it("records a departure once arrived, and a pickup's preload: 'Stop preload recorded'", async () => {
    const arrived = shipment({
      ...booked(),
      stops: [stop({ arrivedAt: '2026-07-01T14:05:00Z' }), shipment().stops[1]!],
    });
    const api = detailApi(arrived)
      .on(API.shipper.stopPreload, stop({ preload: { preloadedDateTime: '2026-07-01T13:00:00Z' } }))
      .on(API.shipper.stopDeparture, stop());
    render('/shipment-tracking/90001/preview');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    expect(within(pickup).getByText('Jul 01, 2026 9:05 CDT')).toBeInTheDocument();
    expect(within(pickup).queryByRole('button', { name: 'Record Arrival' })).not.toBeInTheDocument();
    await user().click(within(pickup).getByRole('button', { name: 'Record Preload' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record Preload: stop 1' });
    await user().type(within(drawer).getByLabelText('Trailer #'), 'TR-42');
    await user().click(within(drawer).getByRole('button', { name: 'Record Preload' }));
    expect(await screen.findByText('Stop preload recorded')).toBeInTheDocument();
    expect(api.requests(API.shipper.stopPreload)[0]?.body).toMatchObject({ trailerNumber: 'TR-42' });
    expect(within(pickup).getByRole('button', { name: 'Record Departure' })).toBeInTheDocument();
  });

  it("generates the BOL and opens it in mf-cases-notes' viewer: 'BOL successfully generated for {number}'", async () => {
    detailApi(booked()).on(API.shipper.createBol, {
      id: 'doc-1',
      name: 'BOL 90001.pdf',
      extension: 'pdf',
      fileURL: null,
      fileType: 16,
      entityType: 5,
      entityId: 'sh-1',
      createdDateTime: '2026-06-21T15:00:00Z',
      createdBy: 'Sam Shipper',
    });
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Generate BOL' }));
    expect(await screen.findByText('BOL successfully generated for 90001')).toBeInTheDocument();
    expect(await screen.findByText('Viewer BOL 90001.pdf')).toBeInTheDocument();
  });
});

describe('the detail: schedule, equipment, empty location, drivers (001 §2, §7)', () => {
  const booked = () =>
    shipment({ shipmentStatus: ShipmentStatus.InTransit, maxBuy: 1205, carrierName: 'Acme Freight' });
  const withCarrier = (record: ManagedShipment) =>
    detailApi(record).on(API.shipper.bookedCarrier, {
      carrierId: 'CAR-1',
      carrierName: 'Acme Freight',
      carrierRate: rate(1200),
      bookedDateTime: '2026-06-21T15:00:00Z',
    });

  it("edits a stop's early, late and appointment times on the stop's own clock (update stops)", async () => {
    const api = detailApi().on(API.shipper.updateStops, shipment().stops);
    render('/shipment-tracking/90001/preview');
    const delivery = await screen.findByRole('region', { name: 'Stop 2' });
    await user().click(within(delivery).getByRole('button', { name: 'Edit Schedule' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Schedule: stop 2' });
    const appointment = within(drawer).getByLabelText('Appointment');
    expect(appointment).toHaveValue('2026-07-03T14:00');
    await user().clear(appointment);
    await user().type(appointment, '2026-07-03T15:30');
    await user().type(within(drawer).getByLabelText('Early'), '2026-07-03T13:00');
    await user().click(within(drawer).getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Schedule updated for stop 2')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateStops)[0]?.body).toEqual([
      {
        id: 'st-2',
        early: '2026-07-03T13:00:00-04:00',
        late: null,
        appointment: '2026-07-03T15:30:00-04:00',
      },
    ]);
  });

  it('a stop its order dated without times shows its day (issue 41: "shown … nor on the shipment")', async () => {
    const dateOnly = stop({ ...shipment().stops[1]!, appointment: null, date: '2026-12-10' });
    detailApi(shipment({ stops: [stop(), dateOnly] }));
    render('/shipment-tracking/90001/preview');
    const delivery = await screen.findByRole('region', { name: 'Stop 2' });
    expect(within(delivery).getByText('Dec 10, 2026')).toBeInTheDocument();
    // Where times carry the day, no separate date is shown.
    expect(
      within(screen.getByRole('region', { name: 'Stop 1' })).queryByText('Date'),
    ).not.toBeInTheDocument();
  });

  it('a departed stop and a delivered shipment are not rescheduled; without a carrier nothing is editable', async () => {
    detailApi(shipment({ stops: [stop({ departedAt: '2026-07-01T15:00:00Z' }), shipment().stops[1]!] }));
    render('/shipment-tracking/90001/preview');
    const pickup = await screen.findByRole('region', { name: 'Stop 1' });
    expect(within(pickup).queryByRole('button', { name: 'Edit Schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Schedule' })).toBeInTheDocument();
    expect(await screen.findByText('No carrier booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Empty Location' })).not.toBeInTheDocument();
    expect(screen.getByText('No driver assigned yet.')).toBeInTheDocument();
    expect(screen.getByText('The carrier has not given where the truck empties.')).toBeInTheDocument();
  });

  it("shows and saves the equipment: 'Equipment saved for shipment {number}'; empty strings are absent", async () => {
    const api = withCarrier(booked())
      .on(API.shipper.equipment, { trailerNumber: 'TR-1', trailerLength: 53 })
      .on(API.shipper.saveEquipment, { trailerNumber: 'TR-1', trailerLength: 53, sealNumber: 'S-9' });
    render('/shipment-tracking/90001/preview');
    expect(await screen.findByText('53 ft')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Edit Equipment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Equipment: shipment 90001' });
    await user().type(within(drawer).getByLabelText('Seal #'), ' S-9 ');
    await user().type(within(drawer).getByLabelText('Power Unit #'), '   ');
    await user().click(within(drawer).getByRole('button', { name: 'Save Equipment' }));
    expect(await screen.findByText('Equipment saved for shipment 90001')).toBeInTheDocument();
    expect(api.requests(API.shipper.saveEquipment)[0]?.body).toEqual({
      trailerNumber: 'TR-1',
      trailerLength: 53,
      sealNumber: 'S-9',
    });
  });

  it('a rejected equipment save keeps the drawer open with what was typed and the error on its field', async () => {
    withCarrier(booked()).on(API.shipper.saveEquipment, {
      status: 400,
      body: { errors: { trailerLength: ['A trailer is at most 60 feet.'] } },
    });
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Edit Equipment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Equipment: shipment 90001' });
    await user().type(within(drawer).getByLabelText('Trailer #'), 'TR-77');
    await user().click(within(drawer).getByRole('button', { name: 'Save Equipment' }));
    expect((await within(drawer).findAllByText('A trailer is at most 60 feet.')).length).toBeGreaterThan(0);
    expect(within(drawer).getByLabelText('Trailer #')).toHaveValue('TR-77');
  });

  it("issue 41 item 4: a Trailer Length of 2.5, 'abc' or 5000 ft is kept as typed, said at the field and not saved; 53 is", async () => {
    const api = withCarrier(booked())
      .on(API.shipper.equipment, { trailerNumber: 'TR-1', trailerLength: 48 })
      .on(API.shipper.saveEquipment, (request) => request.body as object);
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Edit Equipment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Equipment: shipment 90001' });
    const length = within(drawer).getByLabelText('Trailer Length (ft)');
    expect(length).toHaveValue('48');
    for (const typed of ['2.5', 'abc', '5000']) {
      await user().clear(length);
      await user().type(length, typed);
      await user().click(within(drawer).getByRole('button', { name: 'Save Equipment' }));
      const field = length.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findByText('Enter a whole number from 1 to 60 ft')).toBeInTheDocument();
      expect(length).toHaveValue(typed);
    }
    expect(api.requests(API.shipper.saveEquipment)).toHaveLength(0);

    await user().clear(length);
    await user().type(length, '53');
    await user().click(within(drawer).getByRole('button', { name: 'Save Equipment' }));
    expect(await screen.findByText('Equipment saved for shipment 90001')).toBeInTheDocument();
    expect(api.requests(API.shipper.saveEquipment)[0]?.body).toEqual({
      trailerNumber: 'TR-1',
      trailerLength: 53,
    });
  });

  it("records where the truck empties on the pickup's clock: 'Empty location saved for shipment {number}'", async () => {
    const api = withCarrier(booked()).on(API.shipper.updateEmptyLocation, {
      city: 'Fort Worth',
      state: 'TX',
      emptyDateTime: '2026-07-01T06:30:00-05:00',
    });
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Edit Empty Location' }));
    const drawer = await screen.findByRole('dialog', { name: 'Empty Location: shipment 90001' });
    await user().type(within(drawer).getByLabelText('City'), 'Fort Worth');
    await user().type(within(drawer).getByLabelText('State or Province'), 'tx');
    await user().type(within(drawer).getByLabelText(/Empty At/), '2026-07-01T06:30');
    await user().click(within(drawer).getByRole('button', { name: 'Save Empty Location' }));
    expect(await screen.findByText('Empty location saved for shipment 90001')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateEmptyLocation)[0]?.body).toEqual({
      city: 'Fort Worth',
      state: 'TX',
      emptyDateTime: '2026-07-01T06:30:00-05:00',
    });
  });

  it("lists the carrier's drivers and removes one: '{name} removed from shipment {number}'", async () => {
    const api = withCarrier(booked())
      .on(API.shipper.drivers, [
        { id: 'dr-1', firstName: 'Dana', lastName: 'Driver', phoneNumber: '555-0100' },
      ])
      .on(API.shipper.removeDriver, { status: 204 });
    render('/shipment-tracking/90001/preview');
    expect(await screen.findByRole('link', { name: '555-0100' })).toHaveAttribute('href', 'tel:555-0100');
    await user().click(await screen.findByRole('button', { name: 'Remove Dana Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dana Driver?' });
    await user().click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dana Driver removed from shipment 90001')).toBeInTheDocument();
    expect(api.requests(API.shipper.removeDriver)).toHaveLength(1);
  });
});

describe("the carrier's invoice and assigning drivers on the detail (001 §3, §5, §7, §8)", () => {
  const delivered = (overrides: Partial<ManagedShipment> = {}) =>
    shipment({
      shipmentStatus: ShipmentStatus.Delivered,
      maxBuy: 1205,
      carrierName: 'Acme Freight',
      invoiceNumber: 'TP1001',
      ...overrides,
    });
  const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
    id: 'inv-1',
    invoiceNumber: 'TP1001',
    shipmentId: 'sh-1',
    shipmentNumber: '90001',
    externalInvoiceNumber: null,
    externalInvoiceAmount: null,
    status: { status: 'DRAFT', description: 'Draft' },
    thirdPartPayerBillingSettingsId: null,
    balance: 1345,
    total: 1345,
    factoringCompany: null,
    charges: [
      { description: 'Line haul', chargeTypeName: 'Line Haul', rate: 1200, units: 1 },
      { description: 'Fuel surcharge per mile', chargeTypeName: 'Fuel Surcharge', rate: 0.5, units: 290 },
    ],
    ...overrides,
  });
  const withCarrier = (record: ManagedShipment) =>
    detailApi(record).on(API.shipper.bookedCarrier, {
      carrierId: 'CAR-1',
      carrierName: 'Acme Freight',
      carrierRate: rate(1200),
      bookedDateTime: '2026-06-21T15:00:00Z',
    });
  /** The detail section under its heading. */
  const section = async (title: string) =>
    (await screen.findByRole('heading', { level: 3, name: title })).closest<HTMLElement>('.ant-card')!;

  it("shows the carrier's invoice with its charges and records its number and amount: 'Invoice Updated'", async () => {
    const api = withCarrier(delivered())
      .on(API.financials.invoice, invoice())
      .on(
        API.financials.updateInvoice,
        invoice({ externalInvoiceNumber: 'AC-778', externalInvoiceAmount: 1345.5 }),
      );
    render('/shipment-tracking/90001/preview');
    const card = await section('Carrier Invoice');
    expect(await within(card).findByText('TP1001')).toBeInTheDocument();
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Billed charges' })).toHaveTextContent(
      'Fuel Surcharge (Fuel surcharge per mile): $0.50 × 290 = $145.00',
    );
    expect(api.requests(API.financials.invoice)[0]?.path).toContain('TP1001');
    await user().click(within(card).getByRole('button', { name: 'Update Invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invoice TP1001: shipment 90001' });
    await user().type(within(drawer).getByLabelText('Invoice Number'), ' AC-778 ');
    await user().type(within(drawer).getByLabelText('Invoice Amount'), '1345.5');
    await user().click(within(drawer).getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Invoice Updated')).toBeInTheDocument();
    expect(api.requests(API.financials.updateInvoice)[0]?.body).toEqual({
      externalInvoiceNumber: 'AC-778',
      externalInvoiceAmount: 1345.5,
    });
  });

  it('neither number nor amount is refused on both fields; a save the server refuses keeps every value', async () => {
    const api = withCarrier(delivered())
      .on(API.financials.invoice, invoice())
      .on(API.financials.updateInvoice, {
        status: 400,
        body: { errors: { externalInvoiceAmount: ['The amount is at most $10,000,000.'] } },
      });
    render('/shipment-tracking/90001/preview');
    const card = await section('Carrier Invoice');
    await user().click(await within(card).findByRole('button', { name: 'Update Invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invoice TP1001: shipment 90001' });
    await user().click(within(drawer).getByRole('button', { name: 'Save Invoice' }));
    expect(await within(drawer).findAllByText('Enter the invoice number or the amount.')).toHaveLength(2);
    expect(api.requests(API.financials.updateInvoice)).toHaveLength(0);

    // Issue 27: an amount the field cannot take stays as typed, with a message at the field.
    await user().type(within(drawer).getByLabelText('Invoice Amount'), '-5');
    await user().click(within(drawer).getByRole('button', { name: 'Save Invoice' }));
    expect(await within(drawer).findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Invoice Amount')).toHaveValue('-5');
    expect(api.requests(API.financials.updateInvoice)).toHaveLength(0);
    await user().clear(within(drawer).getByLabelText('Invoice Amount'));

    await user().type(within(drawer).getByLabelText('Invoice Number'), 'AC-9');
    await user().type(within(drawer).getByLabelText('Invoice Amount'), '99');
    await user().click(within(drawer).getByRole('button', { name: 'Save Invoice' }));
    expect((await within(drawer).findAllByText('The amount is at most $10,000,000.')).length).toBeGreaterThan(
      0,
    );
    expect(api.requests(API.financials.updateInvoice)).toHaveLength(1);
    expect(screen.queryByText('Invoice Updated')).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Invoice Number')).toHaveValue('AC-9');
    expect(within(drawer).getByLabelText('Invoice Amount')).toHaveValue('99');
  });

  it('before delivery the update waits; a received invoice is not changed; no invoice says so', async () => {
    withCarrier(delivered({ shipmentStatus: ShipmentStatus.InTransit })).on(
      API.financials.invoice,
      invoice(),
    );
    const first = render('/shipment-tracking/90001/preview');
    const card = await section('Carrier Invoice');
    expect(
      await within(card).findByText('The shipment must be delivered before the invoice can be submitted'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Update Invoice' })).toBeDisabled();
    first.unmount();

    withCarrier(delivered()).on(
      API.financials.invoice,
      invoice({
        status: { status: 'RECEIVED', description: 'Received' },
        externalInvoiceNumber: 'AC-1',
        externalInvoiceAmount: 1345,
      }),
    );
    const second = render('/shipment-tracking/90001/preview');
    const received = await section('Carrier Invoice');
    expect(
      await within(received).findByText('This invoice is received and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(within(received).getByText('AC-1')).toBeInTheDocument();
    expect(within(received).queryByRole('button', { name: 'Update Invoice' })).not.toBeInTheDocument();
    second.unmount();

    withCarrier(delivered({ invoiceNumber: null }));
    render('/shipment-tracking/90001/preview');
    expect(await screen.findByText('The carrier has not invoiced this shipment yet.')).toBeInTheDocument();
  });

  it("assigns one of the booked carrier's drivers: '{name} assigned to shipment {number}'", async () => {
    const driver = (id: string, firstName: string, lastName: string, phone: string) => ({
      id,
      firstName,
      lastName,
      roles: ['Driver'],
      emailAddresses: [],
      phoneNumbers: [{ value: phone, type: 'Mobile' }],
      locations: [],
      permissions: [],
      is3PL: false,
      isCarrier: true,
      companyId: 'CAR-1',
      companyName: 'Acme Freight',
      isPortalEnabled: true,
      accessLevels: [],
      isBroker: false,
      isBookable: true,
      isOnHold: false,
    });
    const api = withCarrier(delivered({ shipmentStatus: ShipmentStatus.Booked, invoiceNumber: null }))
      .on(API.shipper.drivers, [{ id: 'dr-1', firstName: 'Dana', lastName: 'Driver' }])
      .on(API.contacts.searchDrivers, {
        items: [driver('dr-1', 'Dana', 'Driver', '555-0100'), driver('dr-2', 'Lee', 'Wheeler', '555-0101')],
        totalCount: 2,
      })
      .on(API.shipper.saveDrivers, [
        { id: 'dr-1', firstName: 'Dana', lastName: 'Driver' },
        { id: 'dr-2', firstName: 'Lee', lastName: 'Wheeler' },
      ]);
    render('/shipment-tracking/90001/preview');
    await user().click(await screen.findByRole('button', { name: 'Assign Driver' }));
    const drawer = await screen.findByRole('dialog', { name: 'Assign Driver: shipment 90001' });
    await user().click(within(drawer).getByRole('button', { name: 'Save Driver' }));
    expect(await within(drawer).findByText('Choose a driver.')).toBeInTheDocument();
    await user().type(within(drawer).getByLabelText('Driver'), 'Whe');
    await waitFor(() =>
      expect(api.requests(API.contacts.searchDrivers).at(-1)?.query).toMatchObject({
        shipmentNumber: '90001',
        q: 'Whe',
      }),
    );
    // The driver already on the shipment is not offered again (antd's visible options carry their title).
    const option = (title: string) => document.querySelector(`.ant-select-item-option[title="${title}"]`);
    await waitFor(() => expect(option('Lee Wheeler, 555-0101')).not.toBeNull());
    expect(option('Dana Driver, 555-0100')).toBeNull();
    await user().click(option('Lee Wheeler, 555-0101')!);
    await user().click(within(drawer).getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('Lee Wheeler assigned to shipment 90001')).toBeInTheDocument();
    expect(api.requests(API.shipper.saveDrivers)[0]?.body).toEqual({ driverIds: ['dr-1', 'dr-2'] });
  });
});

describe('a shipment that cannot be opened (001 §2, §8)', () => {
  it("says 'Unable to access shipment...redirecting to last page', then goes one page back after 3 seconds", async () => {
    const missing = { status: 404, body: { title: 'Shipment 999 was not found' } };
    detailApi()
      .on(API.shipper.shipmentDetails, missing)
      .on(API.shipper.listShipments, { data: [], page: 1, pageSize: 50, totalCount: 0 })
      .on(API.shipper.statusCounts, { all: 0 })
      .on(API.shipper.onTimeCounts, {})
      .on(API.shipper.filterSets, []);
    render('/shipment-tracking/999/preview');
    expect(
      await screen.findByText('Unable to access shipment...redirecting to last page'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/shipment-tracking/999/preview'));
    // Opened directly (no page before it in this tab), "back" is the tracking list.
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/shipment-tracking$/), {
      timeout: 4500,
    });
  });
});
