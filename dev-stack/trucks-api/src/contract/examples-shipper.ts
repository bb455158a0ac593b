// Contract examples for the shipper side (orders, locations, dock schedules, TMS shipments). The
// shipper persona makes every call; writes take records no other example uses, found in the seed.
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { LocationType } from '@trucks/shared-contracts/domain/location-type';
import { OrderSource, OrderStopType, OrderType } from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { OrderInput, LocationInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { LocationRecord, ManagedShipmentRecord, OrderRecord } from '../seed/shipper-records';
import type { TrucksStore } from '../store/store';
import { seeded } from './example-types';
import type { ContractExample, ContractExamples, ExampleContext } from './example-types';

const SHIPPER = DEMO_COMPANIES.shipper.id;

function ownOrders(store: TrucksStore): OrderRecord[] {
  return [...store.shipper.orders.values()].filter((o) => o.companyId === SHIPPER);
}

/** Open orders (on no shipment) of one equipment mode; each write example takes its own index. */
function openOrder(store: TrucksStore, index: number): OrderRecord {
  const open = ownOrders(store).filter(
    (o) => o.shipments.length === 0 && o.equipmentMode === EquipmentMode.Dry,
  );
  const order = open[index];
  if (!order) throw new Error(`The seed has fewer than ${index + 1} open dry orders of the demo shipper`);
  return order;
}

function ownSites(store: TrucksStore): LocationRecord[] {
  return [...store.shipper.locations.values()].filter(
    (l) => l.networkCompanyId === SHIPPER && l.companyId === SHIPPER,
  );
}

/** The demo shipper's shipments in a status, in seed order; write examples take their own index. */
function shipmentIn(
  store: TrucksStore,
  status: ShipmentStatus,
  index = 0,
  matches: (s: ManagedShipmentRecord) => boolean = () => true,
): ManagedShipmentRecord {
  const shipments = [...store.shipper.shipments.values()].filter(
    (s) => s.companyId === SHIPPER && s.status === status && matches(s),
  );
  const shipment = shipments[index];
  if (!shipment)
    throw new Error(`The seed has fewer than ${index + 1} shipments of the demo shipper in status ${status}`);
  return shipment;
}

function orderInput(store: TrucksStore): OrderInput {
  const [pickup, delivery] = ownSites(store) as [LocationRecord, LocationRecord];
  return {
    orderType: OrderType.Sales,
    equipmentMode: EquipmentMode.Dry,
    equipmentTypes: 1,
    isJustInTime: false,
    isTeamRequired: false,
    isBlind: false,
    shippingMode: ShippingMode.TL,
    customerId: SHIPPER,
    orderSource: OrderSource.Portal,
    accessorials: [],
    requirements: [],
    referenceNumbers: [],
    stops: [
      {
        type: OrderStopType.Pickup,
        locationNumber: pickup.locationNumber,
        location: pickup,
        schedule: { date: '2026-03-10', appointmentTime: '08:00' },
        referenceNumbers: [],
      },
      {
        type: OrderStopType.Delivery,
        locationNumber: delivery.locationNumber,
        location: delivery,
        schedule: { date: '2026-03-11', appointmentTime: '14:00' },
        referenceNumbers: [],
      },
    ],
    lineItems: [
      { pickupStop: 1, deliveryStop: 2, description: 'Canned goods', palletCount: 10, totalWeight: 12_000 },
    ],
  };
}

const locationInput: LocationInput = {
  name: 'Contract Test Dock',
  locationType: LocationType.Warehouse,
  isPrimaryLocation: false,
  lumpersAvailable: false,
  isAppointmentRequired: false,
  overnightParking: true,
  addressLine1: '1 Main St',
  city: 'Dallas',
  province: 'TX',
  postalCode: '75201',
  country: 'US',
  phoneNumbers: [],
  ediCodes: ['EDICT01'],
  companyId: SHIPPER,
};

const flatRate = { rate: 1400, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat };

/** A shipper example: the shipper persona, an input built from the seed. */
function asShipper(
  input?: (store: TrucksStore, context: ExampleContext) => ReturnType<NonNullable<ContractExample['input']>>,
  status?: number,
): ContractExample {
  return {
    persona: 'shipper',
    ...(input ? { input: (context) => input(context.store, context) } : {}),
    ...(status ? { status } : {}),
  };
}

const shipmentParams = (shipment: ManagedShipmentRecord) => ({
  params: { shipmentNumber: shipment.shipmentNumber },
});

export const SHIPPER_EXAMPLES: ContractExamples = {
  // Orders
  'orders.find': asShipper(() => ({ query: { pageSize: 50 } })),
  'orders.get': asShipper((store) => ({ params: { orderNumber: ownOrders(store)[0]!.orderNumber } })),
  'orders.create': asShipper((store) => ({ body: orderInput(store) })),
  'orders.update': asShipper((store) => ({
    params: { orderNumber: openOrder(store, 0).orderNumber },
    body: orderInput(store),
  })),
  'orders.duplicate': asShipper((store) => ({
    params: { orderNumber: openOrder(store, 1).orderNumber },
    body: { copies: 2 },
  })),
  'orders.bookLtl': asShipper((store) => ({
    body: {
      orderNumbers: [openOrder(store, 2).orderNumber],
      quoteId: 'LTL-CONTRACT',
      carrierId: DEMO_COMPANIES.carrier.id,
      carrierRate: flatRate,
    },
  })),
  'orders.statusCounts': asShipper(),
  'orders.filterSets': asShipper(),
  'orders.saveFilterSet': asShipper(() => ({
    body: { name: 'Open orders', filters: { statuses: ['open'] }, isDefault: false },
  })),

  // Locations and dock schedules
  'locations.find': asShipper(() => ({ query: { scope: 'all', pageSize: 50 } })),
  'locations.edi': asShipper(() => ({ query: { pageSize: 50 } })),
  'locations.quotableIndex': asShipper(() => ({ query: { pageSize: 50 } })),
  'locations.get': asShipper((store) => ({ params: { id: ownSites(store)[0]!.id } })),
  'locations.create': asShipper(() => ({ body: locationInput })),
  'locations.update': asShipper((store) => ({
    params: { id: ownSites(store)[1]!.id },
    body: { ...locationInput, name: 'Renamed Dock' },
  })),
  'locations.getDockSchedule': asShipper((store) => ({
    params: { id: seeded(store.shipper.dockSchedules.values(), 'dock schedule').locationId },
  })),
  'locations.createDockSchedule': asShipper((store) => ({
    params: {
      id: seeded(
        ownSites(store),
        'site without a dock schedule',
        (l) => !store.shipper.dockSchedules.has(l.id),
      ).id,
    },
    body: {},
  })),
  'locations.updateDockSchedule': asShipper((store) => ({
    params: { id: [...store.shipper.dockSchedules.values()][1]!.locationId },
    body: {},
  })),
  'locations.geocode': asShipper(() => ({ query: { postalCode: 'M5H 2N2' } })),

  // Managed shipments
  'tmsShipments.create': asShipper((store) => ({
    body: {
      orderNumbers: [openOrder(store, 3).orderNumber],
      originationType: RateSource.TmsContract,
      maxBuy: 0,
    },
  })),
  'tmsShipments.list': asShipper(() => ({ query: { view: 'booking', pageSize: 50 } })),
  'tmsShipments.statusCounts': asShipper(() => ({ query: { view: 'tracking' } })),
  'tmsShipments.onTimeCounts': asShipper(() => ({ query: { view: 'tracking' } })),
  'tmsShipments.filterSets': asShipper(() => ({ query: { view: 'booking' } })),
  'tmsShipments.saveFilterSet': asShipper(() => ({
    body: { view: 'tracking', name: 'Late', filters: { onTimeStatuses: [2] }, isDefault: false },
  })),
  'tmsShipments.consolidatableOrders': asShipper((store) => ({
    query: { orderNumber: openOrder(store, 4).orderNumber },
  })),
  'tmsShipments.draft': asShipper((store) => ({ body: { orderNumbers: [openOrder(store, 5).orderNumber] } })),
  'tmsShipments.details': asShipper((store) => shipmentParams(shipmentIn(store, ShipmentStatus.InTransit))),
  'tmsShipments.stops': asShipper((store) => shipmentParams(shipmentIn(store, ShipmentStatus.InTransit))),
  'tmsShipments.updateStops': asShipper((store) => {
    const shipment = shipmentIn(store, ShipmentStatus.ReadyToBook, 0);
    return {
      ...shipmentParams(shipment),
      body: [{ id: shipment.stops[0]!.id, appointment: shipment.stops[0]!.appointment }],
    };
  }),
  'tmsShipments.stopArrival': asShipper((store) => {
    const shipment = shipmentIn(store, ShipmentStatus.Booked, 0);
    return {
      params: { shipmentNumber: shipment.shipmentNumber, stopId: shipment.stops[0]!.id },
      body: { dateTime: '2026-03-05T08:00:00-06:00', confirmedPackageCount: 40 },
    };
  }),
  'tmsShipments.stopDeparture': asShipper((store) => {
    const shipment = shipmentIn(store, ShipmentStatus.AtStop, 0);
    const stop = shipment.stops.find((s) => s.arrivedAt && !s.departedAt)!;
    return {
      params: { shipmentNumber: shipment.shipmentNumber, stopId: stop.id },
      body: { dateTime: new Date(Date.parse(stop.arrivedAt!) + 3_600_000).toISOString() },
    };
  }),
  'tmsShipments.stopPreload': asShipper((store) => {
    const shipment = shipmentIn(store, ShipmentStatus.ReadyToBook, 1);
    return {
      params: { shipmentNumber: shipment.shipmentNumber, stopId: shipment.stops[0]!.id },
      body: { preloadedDateTime: '2026-03-04T18:00:00-06:00', trailerNumber: 'TR-1' },
    };
  }),
  'tmsShipments.trackingActivities': asShipper((store) =>
    shipmentParams(shipmentIn(store, ShipmentStatus.InTransit)),
  ),
  'tmsShipments.carrierCharges': asShipper((store) =>
    shipmentParams(shipmentIn(store, ShipmentStatus.InTransit)),
  ),
  'tmsShipments.bookedCarrier': asShipper((store) =>
    shipmentParams(shipmentIn(store, ShipmentStatus.InTransit)),
  ),
  'tmsShipments.rates': asShipper((store) =>
    shipmentParams(shipmentIn(store, ShipmentStatus.ReadyToBook, 2)),
  ),
  'tmsShipments.book': asShipper(async (store, { as }) => {
    const shipment = shipmentIn(store, ShipmentStatus.ReadyToBook, 3);
    const shipper = await as('shipper');
    const quotes = (await shipper.call(API.shipper.rates, shipmentParams(shipment))).json<
      { quoteId: string; carrierId: string; carrierRate: unknown; isInError: boolean }[]
    >();
    const quote = quotes.find((q) => !q.isInError)!;
    return {
      ...shipmentParams(shipment),
      body: { quoteId: quote.quoteId, carrierId: quote.carrierId, carrierRate: quote.carrierRate },
    };
  }),
  'tmsShipments.tender': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.ReadyToBook, 4)),
    body: { carrierIds: [DEMO_COMPANIES.carrier.id], carrierRate: flatRate },
  })),
  'tmsShipments.rescindBooking': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.Booked, 1)),
    body: { reason: 'Carrier fell off' },
  })),
  'tmsShipments.void': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.ReadyToBook, 5)),
    body: {},
  })),
  'tmsShipments.updateMaxBuy': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.ReadyToBook, 6)),
    body: { maxBuy: 1800 },
  })),
  'tmsShipments.updateOriginationType': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.ReadyToBook, 7)),
    body: { originationType: RateSource.TmsSpot },
  })),
  'tmsShipments.emptyLocation': asShipper((store) =>
    shipmentParams(shipmentIn(store, ShipmentStatus.InTransit, 0, (s) => s.emptyLocation !== null)),
  ),
  'tmsShipments.updateEmptyLocation': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.Booked, 2)),
    body: { city: 'Dallas', state: 'TX', postalCode: '75201', emptyDateTime: '2026-03-04T20:00:00-06:00' },
  })),
  'tmsShipments.equipment': asShipper((store) => shipmentParams(shipmentIn(store, ShipmentStatus.InTransit))),
  'tmsShipments.saveEquipment': asShipper((store) => ({
    ...shipmentParams(shipmentIn(store, ShipmentStatus.Booked, 3)),
    body: { trailerNumber: 'TR-9', trailerLength: 53 },
  })),
  'tmsShipments.drivers': asShipper((store) => shipmentParams(shipmentIn(store, ShipmentStatus.InTransit))),
  'tmsShipments.saveDrivers': asShipper((store) => {
    const shipment = shipmentIn(store, ShipmentStatus.Booked, 4);
    const driver = seeded(
      store.contacts.values(),
      'driver of the booked carrier',
      (c) => c.companyId === shipment.bookedCarrier?.carrierId && c.roles.includes('Driver'),
    );
    return { ...shipmentParams(shipment), body: { driverIds: [driver.id] } };
  }),
  'tmsShipments.removeDriver': asShipper((store) => {
    const shipment = seeded(
      store.shipper.shipments.values(),
      'shipper shipment with a driver',
      (s) => s.companyId === SHIPPER && s.drivers.length > 0,
    );
    return { params: { shipmentNumber: shipment.shipmentNumber, driverId: shipment.drivers[0]!.id } };
  }),
  'tmsShipments.cases': asShipper((store) =>
    shipmentParams(
      seeded(store.shipper.shipments.values(), 'shipper shipment with a case', (s) =>
        [...store.cases.values()].some((c) => c.shipmentId === s.id),
      ),
    ),
  ),
  'tmsShipments.createBol': asShipper((store) => shipmentParams(shipmentIn(store, ShipmentStatus.InTransit))),
};
