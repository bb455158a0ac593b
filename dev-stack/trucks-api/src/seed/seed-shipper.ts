// The shipper (TMS) side of the data set: the demo shipper's locations and dock schedules, its
// orders, and the shipments it manages (spec 001 §3, §7). Its records live in one part of the store,
// `store.shipper`, defined here with the seed that fills it.
//
// The demo shipper's freight on the carrier side (store.shipments whose customer is the demo shipper)
// is mirrored here with the same ids and numbers, so cases and documents of those shipments line up.
// After the seed the two views are separate records: a write on one side does not move the other.
import type { faker as fakerInstance } from '@faker-js/faker/locale/en_US';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../../../demo-accounts';
import { EquipmentMode, ReeferMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { DockStopType, LocationType } from '@trucks/shared-contracts/domain/location-type';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import {
  FreightTermType,
  OrderSource,
  OrderStopType,
  OrderType,
} from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import type { DockDayHours, DockSchedule, Location } from '@trucks/shared-contracts/domain/location';
import type { LineItem, Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import type { ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import type { CarrierRate, ShipmentActivity, ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import type { FilterSet } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type {
  BookedCarrier,
  CarrierChargeDetail,
  StopPreloadInput,
} from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import type {
  EmptyLocation,
  ManagedShipmentEquipment,
  ShipmentRateQuote,
} from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { FREIGHT_CITIES } from './cities';
import type { FreightCity } from './cities';
import { addDays, addHours, localIso } from '../store/clock';
import type { CompanyRecord, ShipmentRecord } from '../store/records';

type Faker = typeof fakerInstance;

/** Its own seed, so the shipper data does not shift when the rest of the data set changes. */
const SHIPPER_SEED = 20_260_104;

// ---- records ----------------------------------------------------------------------------------

export interface OrderRecord extends Order {
  id: string;
  /** The shipper company whose order it is: orders are scoped to it. */
  companyId: string;
  createdAt: string;
}

export interface LocationRecord extends Location {
  /** The shipper company whose address book holds it (its own sites and its customers' docks). */
  networkCompanyId: string;
}

export interface DockScheduleRecord extends DockSchedule {
  id: string;
}

export interface ManagedStopRecord extends ManagedShipmentStop {
  stopType: OrderStopType;
  city: string;
  state: string;
  postalCode: string;
  latitude?: number;
  longitude?: number;
  arrivedAt: string | null;
  departedAt: string | null;
  confirmedPackageCount: number | null;
  confirmedPalletCount: number | null;
  preload: StopPreloadInput | null;
}

interface ManagedTender {
  carrierIds: string[];
  carrierRate: CarrierRate;
  expirationDateTime: string | null;
  sentAt: string;
}

export interface ManagedShipmentRecord {
  id: string;
  shipmentNumber: string;
  companyId: string;
  status: ShipmentStatus;
  maxBuy: number;
  equipmentMode: EquipmentMode;
  shippingMode: ShippingMode;
  originationType: RateSource;
  stops: ManagedStopRecord[];
  orderNumbers: string[];
  bookedCarrier: BookedCarrier | null;
  carrierCharges: CarrierChargeDetail[];
  /** Newest first. */
  activities: ShipmentActivity[];
  emptyLocation: EmptyLocation | null;
  equipment: ManagedShipmentEquipment;
  drivers: ShipmentDriver[];
  onTimeStatus: OnTimeStatus | null;
  /** First pickup instant, for date filters and ordering. */
  pickupAt: string;
  /** Quotes are made on first request and kept, so a booking can name one. */
  quotes: ShipmentRateQuote[] | null;
  tenders: ManagedTender[];
  bolDocumentId: string | null;
  createdAt: string;
}

/** Which list a saved view belongs to. */
export type FilterSetList = 'orders' | 'booking' | 'tracking';

export interface FilterSetRecord extends FilterSet {
  ownerUserId: string;
  list: FilterSetList;
}

export interface ShipperState {
  /** By order number. */
  orders: Map<string, OrderRecord>;
  /** By id. */
  locations: Map<string, LocationRecord>;
  /** By location id. */
  dockSchedules: Map<string, DockScheduleRecord>;
  /** By shipment number. */
  shipments: Map<string, ManagedShipmentRecord>;
  filterSets: FilterSetRecord[];
  sequences: { orderNumber: number; locationNumber: number };
}

// ---- defaults (spec 001 §9) ---------------------------------------------------------------------

export const DEFAULT_DOCK_DAYS: readonly DockDayHours[] = ([0, 1, 2, 3, 4, 5, 6] as const).map(
  (dayOfWeek) => ({
    dayOfWeek,
    isClosed: false,
    isTwentyFourHour: false,
    startTime: '00:00',
    endTime: '23:59',
  }),
);
export const DEFAULT_DOCK_EQUIPMENT_MODES: readonly EquipmentMode[] = [
  EquipmentMode.Dry,
  EquipmentMode.Reefer,
  EquipmentMode.Flatbed,
  EquipmentMode.Bulk,
];
export const DEFAULT_DOCK_SHIPPING_MODES: readonly ShippingMode[] = [
  ShippingMode.TL,
  ShippingMode.LTL,
  ShippingMode.Bulk,
  ShippingMode.Intermodal,
];
export const DEFAULT_DOCK_STOP_TYPES: readonly DockStopType[] = [
  DockStopType.Shipping,
  DockStopType.Receiving,
];

/** The equipment-type flags that go with a mode, for orders. */
const EQUIPMENT_TYPES_OF_MODE: Readonly<Record<EquipmentMode, number>> = {
  [EquipmentMode.Dry]: EquipmentType.Van,
  [EquipmentMode.Reefer]: EquipmentType.Reefer,
  [EquipmentMode.Flatbed]: EquipmentType.FlatBed | EquipmentType.StepDeck,
  [EquipmentMode.Bulk]: EquipmentType.DryBulk | EquipmentType.HopperBottom,
  [EquipmentMode.Drayage]: EquipmentType.Container,
  [EquipmentMode.PowerOnly]: EquipmentType.Van,
};

const FIRST_SHIPPER_ONLY_SHIPMENT_NUMBER = 4_900_001;
const FIRST_OPEN_ORDER_NUMBER = 7_500_001;
const FIRST_LOCATION_NUMBER = 20_001;

// ---- seed --------------------------------------------------------------------------------------

export interface ShipperSeedInputs {
  referenceDay: Date;
  companies: ReadonlyMap<string, CompanyRecord>;
  /** Carrier-side freight: the demo shipper's part is mirrored. */
  shipments: ReadonlyMap<string, ShipmentRecord>;
}

export function seedShipper(faker: Faker, inputs: ShipperSeedInputs): ShipperState {
  // The shared generator, re-seeded: the shipper data depends only on its own seed and the day.
  faker.seed(SHIPPER_SEED);
  const { referenceDay } = inputs;
  const shipperId = DEMO_COMPANIES.shipper.id;
  const shipperUser = DEMO_ACCOUNTS.find((account) => account.persona === 'shipper');
  const companies = [...inputs.companies.values()];
  const carriers = companies.filter((c) => c.kind === 'carrier' && !c.name.includes('Do Not Use'));
  const otherShippers = companies.filter((c) => c.kind === 'shipper' && c.id !== shipperId);

  const state: ShipperState = {
    orders: new Map(),
    locations: new Map(),
    dockSchedules: new Map(),
    shipments: new Map(),
    filterSets: [],
    sequences: { orderNumber: FIRST_OPEN_ORDER_NUMBER, locationNumber: FIRST_LOCATION_NUMBER },
  };

  const addLocation = (
    networkCompanyId: string,
    owner: CompanyRecord,
    city: FreightCity,
    options: {
      type?: LocationType;
      name?: string;
      address?: string;
      primary?: boolean;
      geocoded?: boolean;
    } = {},
  ): LocationRecord => {
    const geocoded = options.geocoded ?? true;
    const record: LocationRecord = {
      id: faker.string.uuid(),
      locationNumber: `LOC${state.sequences.locationNumber++}`,
      name:
        options.name ??
        `${owner.name} ${city.city} ${faker.helpers.arrayElement(['DC', 'Plant', 'Warehouse', 'Dock'])}`,
      locationType: options.type ?? faker.helpers.arrayElement(Object.values(LocationType)),
      isPrimaryLocation: options.primary ?? false,
      lumpersAvailable: faker.datatype.boolean(0.3),
      isAppointmentRequired: faker.datatype.boolean(0.6),
      overnightParking: faker.datatype.boolean(0.4),
      addressLine1: options.address ?? faker.location.streetAddress(),
      ...(faker.datatype.boolean(0.2)
        ? { addressLine2: `Dock ${faker.number.int({ min: 1, max: 40 })}` }
        : {}),
      city: city.city,
      province: city.state,
      postalCode: city.zip,
      country: city.country,
      phoneNumbers: [{ value: faker.phone.number({ style: 'national' }), type: 'Office', isPrimary: true }],
      ediCodes: faker.datatype.boolean(0.3)
        ? [`EDI${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`]
        : [],
      email: `dock-${city.city.toLowerCase().replace(/[^a-z]+/g, '')}@${owner.companyNumber.toLowerCase()}.test`,
      dockLength: faker.helpers.arrayElement([53, 60, 75, 100]),
      ...(faker.datatype.boolean(0.5)
        ? {
            directions: faker.helpers.arrayElement([
              'Enter from the north gate.',
              'Check in at the guard shack.',
              'Trucks use the rear entrance.',
            ]),
          }
        : {}),
      companyId: owner.id,
      // Some addresses came in by EDI without a geocode: they cannot be quoted until fixed.
      ...(geocoded
        ? {
            latitude: Number((city.latitude + faker.number.float({ min: -0.04, max: 0.04 })).toFixed(5)),
            longitude: Number((city.longitude + faker.number.float({ min: -0.04, max: 0.04 })).toFixed(5)),
            ianaTimeZone: city.ianaTimeZone,
          }
        : {}),
      networkCompanyId,
    };
    state.locations.set(record.id, record);
    return record;
  };

  // The demo shipper's own sites (the first one primary), then its customers' and vendors' docks.
  const demoShipper = inputs.companies.get(shipperId);
  if (!demoShipper) throw new Error('seed-shipper: the demo shipper company is missing');
  const siteCities = faker.helpers.arrayElements(FREIGHT_CITIES, 8);
  const ownSites = siteCities.map((city, index) =>
    addLocation(shipperId, demoShipper, city, {
      primary: index === 0,
      type: index < 3 ? LocationType.DistributionCenter : LocationType.Warehouse,
    }),
  );
  const customerDocks = Array.from({ length: 26 }, () =>
    addLocation(
      shipperId,
      faker.helpers.arrayElement(otherShippers),
      faker.helpers.arrayElement(FREIGHT_CITIES),
      { geocoded: faker.datatype.boolean(0.85) },
    ),
  );
  // Another shipper's address book, so scoping has something to hide.
  for (const other of otherShippers.slice(0, 3)) {
    for (let i = 0; i < 4; i += 1)
      addLocation(other.id, other, faker.helpers.arrayElement(FREIGHT_CITIES), { primary: i === 0 });
  }

  // Dock schedules for most of the demo shipper's sites: the defaults, some closed at weekends.
  for (const site of [...ownSites, ...customerDocks.slice(0, 10)]) {
    if (faker.datatype.boolean(0.2)) continue;
    const weekdaysOnly = faker.datatype.boolean(0.4);
    state.dockSchedules.set(site.id, {
      id: faker.string.uuid(),
      locationId: site.id,
      days: DEFAULT_DOCK_DAYS.map((day) =>
        weekdaysOnly && (day.dayOfWeek === 0 || day.dayOfWeek === 6)
          ? { ...day, isClosed: true }
          : weekdaysOnly
            ? { ...day, startTime: '06:00', endTime: '18:00' }
            : { ...day },
      ),
      equipmentModes: [...DEFAULT_DOCK_EQUIPMENT_MODES],
      shippingModes: [...DEFAULT_DOCK_SHIPPING_MODES],
      stopTypes: [...DEFAULT_DOCK_STOP_TYPES],
      ...(faker.datatype.boolean(0.5)
        ? {
            instructions: faker.helpers.arrayElement([
              'Appointments by phone only.',
              'Driver must bring two straps.',
              'Live unload only.',
            ]),
          }
        : {}),
    });
  }

  const lineItemsFor = (deliveryStop: number, mode: EquipmentMode, heavy: boolean): LineItem[] =>
    Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
      const palletCount = faker.number.int({ min: 1, max: heavy ? 10 : 6 });
      const perPallet = faker.number.int({ min: 300, max: heavy ? 1800 : 1100 });
      return {
        id: faker.string.uuid(),
        pickupStop: 1,
        deliveryStop,
        freightClass: faker.helpers.arrayElement(['50', '55', '60', '70', '85', '100']),
        packageCount: palletCount * faker.number.int({ min: 4, max: 20 }),
        palletCount,
        packageLength: 48,
        packageWidth: 40,
        packageHeight: faker.number.int({ min: 30, max: 72 }),
        totalWeight: palletCount * perPallet,
        perPackageWeight: Math.round(perPallet / 10),
        description: faker.helpers.arrayElement(
          mode === EquipmentMode.Reefer
            ? ['Frozen vegetables', 'Chilled dairy', 'Frozen poultry', 'Fresh produce']
            : ['Canned goods', 'Paper towels', 'Bottled water', 'Dry pasta', 'Pet food', 'Cereal'],
        ),
        packagingUnitType: 'Pallet',
        hazmat: null,
      };
    });

  const stopOf = (type: OrderStopType, location: LocationRecord, at: Date): OrderStop => {
    const zone = location.ianaTimeZone ?? zoneOfCity(location.city, location.province);
    const appointment = localIso(at, zone);
    return {
      id: faker.string.uuid(),
      type,
      locationNumber: location.locationNumber,
      ...(location.ediCodes[0] ? { ediCode: location.ediCodes[0] } : {}),
      location: stripNetwork(location),
      schedule: {
        date: appointment.slice(0, 10),
        earlyTime: localIso(addHours(at, -2), zone).slice(11, 16),
        lateTime: localIso(addHours(at, 2), zone).slice(11, 16),
        appointmentTime: appointment.slice(11, 16),
      },
      contact: { name: faker.person.fullName(), phoneNumber: faker.phone.number({ style: 'national' }) },
      referenceNumbers: faker.datatype.boolean(0.5)
        ? [
            {
              label: type === OrderStopType.Pickup ? 'Pickup Number' : 'Delivery Number',
              value: faker.string.numeric(8),
              typeId: 1,
            },
          ]
        : [],
    };
  };

  const addOrder = (
    orderNumber: string,
    stops: OrderStop[],
    mode: EquipmentMode,
    shippingMode: ShippingMode,
    heavy: boolean,
    createdAt: Date,
  ): OrderRecord => {
    const orderType = faker.helpers.weightedArrayElement([
      { weight: 6, value: OrderType.Sales },
      { weight: 2, value: OrderType.Purchase },
      { weight: 2, value: OrderType.Transfer },
      { weight: 1, value: OrderType.Return },
      { weight: 1, value: OrderType.Others },
    ]);
    const record: OrderRecord = {
      id: faker.string.uuid(),
      orderNumber,
      orderType,
      freightTermType: faker.helpers.arrayElement(Object.values(FreightTermType)),
      ...(faker.datatype.boolean(0.3) ? { markup: faker.number.int({ min: 5, max: 15 }) } : {}),
      freightValue: faker.number.int({ min: 5_000, max: 120_000 }),
      equipmentMode: mode,
      equipmentTypes: EQUIPMENT_TYPES_OF_MODE[mode],
      isJustInTime: faker.datatype.boolean(0.1),
      isTeamRequired: faker.datatype.boolean(0.05),
      isBlind: faker.datatype.boolean(0.05),
      ...(faker.datatype.boolean(0.4)
        ? {
            specialInstructions: faker.helpers.arrayElement([
              'Do not double stack.',
              'Keep upright.',
              'Call the receiver 1 hour out.',
            ]),
          }
        : {}),
      shippingMode,
      ...(mode === EquipmentMode.Reefer
        ? {
            reeferTemperature: faker.helpers.arrayElement([-10, 0, 34, 38]),
            reeferMode: faker.helpers.arrayElement(Object.values(ReeferMode)),
          }
        : {}),
      customerId: shipperId,
      orderSource: faker.helpers.weightedArrayElement([
        { weight: 5, value: OrderSource.Portal },
        { weight: 3, value: OrderSource.Edi },
        { weight: 1, value: OrderSource.Api },
      ]),
      accessorials: faker.helpers.arrayElements(
        ['Liftgate', 'Inside Delivery', 'Residential', 'Appointment'],
        { min: 0, max: 2 },
      ),
      requirements: faker.helpers.arrayElements(['Food Grade', 'Straps', 'Load Bars'], { min: 0, max: 1 }),
      referenceNumbers: [{ label: 'PO Number', value: `PO${faker.string.numeric(7)}`, typeId: 2 }],
      stops,
      lineItems: lineItemsFor(stops.length, mode, heavy),
      shipments: [],
      companyId: shipperId,
      createdAt: createdAt.toISOString(),
    };
    state.orders.set(orderNumber, record);
    return record;
  };

  // 1. The carrier-side freight of the demo shipper, mirrored with its orders.
  const mirrored = [...inputs.shipments.values()].filter((s) => s.customerId === shipperId);
  for (const carrierSide of mirrored) {
    const stops: ManagedStopRecord[] = carrierSide.stops.map((stop) => ({
      id: stop.id,
      stopNumber: stop.stopNumber,
      early: stop.earlyDateTime ?? null,
      late: stop.lateDateTime ?? null,
      appointment: stop.appointmentDateTime ?? null,
      locationAddress: `${stop.address ?? stop.locationName ?? ''}${stop.address || stop.locationName ? ', ' : ''}${stop.city}, ${stop.state} ${stop.zip}`,
      ianaTimeZone: stop.ianaTimeZone,
      stopType: stop.stopType === StopType.Pickup ? OrderStopType.Pickup : OrderStopType.Delivery,
      city: stop.city,
      state: stop.state,
      postalCode: stop.zip,
      latitude: stop.latitude,
      longitude: stop.longitude,
      arrivedAt: null,
      departedAt: null,
      confirmedPackageCount: null,
      confirmedPalletCount: null,
      preload: null,
    }));
    const carrier = carrierSide.carrierId ? inputs.companies.get(carrierSide.carrierId) : undefined;
    const record = managedShipment(faker, {
      id: carrierSide.id,
      shipmentNumber: carrierSide.shipmentNumber,
      status: carrierSide.status,
      equipmentMode: carrierSide.equipmentMode,
      shippingMode: carrierSide.shippingMode,
      originationType:
        carrierSide.originationType === RateSource.TmsSpot ? RateSource.TmsSpot : RateSource.TmsContract,
      maxBuy: carrierSide.maxBuy,
      stops,
      orderNumbers: [...carrierSide.orderNumbers],
      carrier: carrier ?? null,
      drivers: carrierSide.drivers,
      equipment: {
        ...(carrierSide.equipment.trailerNumber
          ? { trailerNumber: carrierSide.equipment.trailerNumber }
          : {}),
        ...(carrierSide.equipment.powerUnitNumber
          ? { powerUnitNumber: carrierSide.equipment.powerUnitNumber }
          : {}),
      },
      pickupAt: carrierSide.pickupAt,
      referenceDay,
    });
    state.shipments.set(record.shipmentNumber, record);
    // Its orders: one per order number, with stops at network locations in the stops' cities.
    for (const orderNumber of record.orderNumbers) {
      const orderStops = carrierSide.stops.map((stop) => {
        const city =
          FREIGHT_CITIES.find((c) => c.city === stop.city && c.state === stop.state) ?? FREIGHT_CITIES[0]!;
        const location =
          stop.stopNumber === 1
            ? (ownSites.find((s) => s.city === stop.city) ??
              addLocation(shipperId, demoShipper, city, { type: LocationType.Warehouse }))
            : addLocation(shipperId, faker.helpers.arrayElement(otherShippers), city, {
                name: stop.locationName,
              });
        const at = new Date(stop.appointmentDateTime ?? carrierSide.pickupAt);
        return stopOf(
          stop.stopType === StopType.Pickup ? OrderStopType.Pickup : OrderStopType.Delivery,
          location,
          at,
        );
      });
      const order = addOrder(
        orderNumber,
        orderStops,
        carrierSide.equipmentMode,
        carrierSide.shippingMode,
        true,
        addDays(new Date(carrierSide.pickupAt), -3),
      );
      if (record.status !== ShipmentStatus.Voided) order.shipments = [record.shipmentNumber];
    }
  }

  // 2. Shipper-only shipments across the management statuses, each carrying one to three orders.
  const SHIPPER_ONLY_MIX: ReadonlyArray<[ShipmentStatus, number]> = [
    [ShipmentStatus.Draft, 6],
    [ShipmentStatus.ReadyToBook, 12],
    [ShipmentStatus.Tendering, 6],
    [ShipmentStatus.Booked, 8],
    [ShipmentStatus.Dispatched, 4],
    [ShipmentStatus.InTransit, 6],
    [ShipmentStatus.AtStop, 2],
    [ShipmentStatus.Delivered, 6],
    [ShipmentStatus.DeliveryConfirmed, 4],
    [ShipmentStatus.Voided, 2],
  ];
  let shipmentNumber = FIRST_SHIPPER_ONLY_SHIPMENT_NUMBER;
  for (const [status, count] of SHIPPER_ONLY_MIX) {
    for (let i = 0; i < count; i += 1) {
      const origin = faker.helpers.arrayElement(ownSites);
      const destination = faker.helpers.arrayElement(customerDocks.filter((d) => d.city !== origin.city));
      const mode = faker.helpers.weightedArrayElement([
        { weight: 5, value: EquipmentMode.Dry },
        { weight: 3, value: EquipmentMode.Reefer },
        { weight: 1, value: EquipmentMode.Flatbed },
      ]);
      const shippingMode = faker.helpers.weightedArrayElement([
        { weight: 6, value: ShippingMode.TL },
        { weight: 2, value: ShippingMode.LTL },
        { weight: 1, value: ShippingMode.Intermodal },
      ]);
      const pickupAt = addHours(
        addDays(referenceDay, pickupOffsetDays(faker, status)),
        faker.number.int({ min: 6, max: 15 }),
      );
      const deliveryAt = addHours(pickupAt, faker.number.int({ min: 10, max: 60 }));
      const orderCount = faker.number.int({ min: 1, max: 3 });
      const orders = Array.from({ length: orderCount }, () =>
        addOrder(
          String(state.sequences.orderNumber++),
          [
            stopOf(OrderStopType.Pickup, origin, pickupAt),
            stopOf(OrderStopType.Delivery, destination, deliveryAt),
          ],
          mode,
          shippingMode,
          false,
          addDays(pickupAt, -4),
        ),
      );
      const record = managedShipment(faker, {
        id: faker.string.uuid(),
        shipmentNumber: String(shipmentNumber++),
        status,
        equipmentMode: mode,
        shippingMode,
        originationType: faker.helpers.arrayElement([RateSource.TmsContract, RateSource.TmsSpot]),
        maxBuy: status === ShipmentStatus.Draft ? 0 : faker.number.int({ min: 9, max: 32 }) * 100,
        stops: [
          managedStop(faker, origin, OrderStopType.Pickup, 1, pickupAt),
          managedStop(faker, destination, OrderStopType.Delivery, 2, deliveryAt),
        ],
        orderNumbers: orders.map((o) => o.orderNumber),
        carrier: status >= ShipmentStatus.Booked ? faker.helpers.arrayElement(carriers) : null,
        drivers: [],
        equipment: {},
        pickupAt: pickupAt.toISOString(),
        referenceDay,
      });
      if (status !== ShipmentStatus.Voided)
        for (const order of orders) order.shipments = [record.shipmentNumber];
      if (status === ShipmentStatus.Tendering) {
        record.tenders.push({
          carrierIds: faker.helpers.arrayElements(carriers, { min: 1, max: 3 }).map((c) => c.id),
          carrierRate: { rate: record.maxBuy, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
          expirationDateTime: addHours(referenceDay, 24).toISOString(),
          sentAt: addHours(referenceDay, -faker.number.int({ min: 1, max: 20 })).toISOString(),
        });
      }
      state.shipments.set(record.shipmentNumber, record);
    }
  }

  // 3. Open orders not yet on a shipment, clustered on a few lanes so consolidation finds partners.
  const lanes = Array.from({ length: 6 }, () => ({
    origin: faker.helpers.arrayElement(ownSites),
    destination: faker.helpers.arrayElement(customerDocks.filter((d) => d.latitude !== undefined)),
    mode: faker.helpers.arrayElement([EquipmentMode.Dry, EquipmentMode.Dry, EquipmentMode.Reefer]),
  }));
  for (let i = 0; i < 72; i += 1) {
    const lane = lanes[i % lanes.length]!;
    const pickupAt = addHours(
      addDays(referenceDay, faker.number.int({ min: 1, max: 8 })),
      faker.number.int({ min: 6, max: 15 }),
    );
    const deliveryAt = addHours(pickupAt, faker.number.int({ min: 10, max: 50 }));
    addOrder(
      String(state.sequences.orderNumber++),
      [
        stopOf(OrderStopType.Pickup, lane.origin, pickupAt),
        stopOf(OrderStopType.Delivery, lane.destination, deliveryAt),
      ],
      lane.mode,
      faker.datatype.boolean(0.7) ? ShippingMode.LTL : ShippingMode.TL,
      false,
      addDays(referenceDay, -faker.number.int({ min: 0, max: 5 })),
    );
  }

  // Saved views of the demo shipper's user.
  if (shipperUser) {
    const view = (list: FilterSetList, name: string, filters: FilterSet['filters'], isDefault = false) =>
      state.filterSets.push({
        id: faker.string.uuid(),
        ownerUserId: shipperUser.id,
        list,
        name,
        filters,
        isDefault,
      });
    view('orders', 'Open sales orders', { statuses: ['open'], orderTypes: [OrderType.Sales] }, true);
    view('orders', 'Reefer orders', { search: '', statuses: ['open', 'planned'] });
    view('booking', 'Ready to book', { statuses: [ShipmentStatus.ReadyToBook] }, true);
    view('booking', 'Tendering', { statuses: [ShipmentStatus.Tendering] });
    view('tracking', 'Late or at risk', { onTimeStatuses: [OnTimeStatus.Late, OnTimeStatus.AtRisk] }, true);
    view('tracking', 'Reefer in transit', {
      statuses: [ShipmentStatus.InTransit],
      equipmentMode: EquipmentMode.Reefer,
    });
  }
  return state;
}

// ---- pieces shared by the seed and the handlers --------------------------------------------------

/** The zone of a seed city by name and state; the continent's middle zone when the city is unknown. */
export function zoneOfCity(city: string, state: string): string {
  return FREIGHT_CITIES.find((c) => c.city === city && c.state === state)?.ianaTimeZone ?? 'America/Chicago';
}

/** A location as the wire shows it (without the address-book owner). */
export function stripNetwork(location: LocationRecord): Location {
  const { networkCompanyId: _networkCompanyId, ...wire } = location;
  return wire;
}

function addressLine(
  location: Pick<Location, 'name' | 'addressLine1' | 'city' | 'province' | 'postalCode'>,
): string {
  return `${location.name}, ${location.addressLine1}, ${location.city}, ${location.province} ${location.postalCode}`;
}

function managedStop(
  faker: Faker,
  location: LocationRecord,
  stopType: OrderStopType,
  stopNumber: number,
  at: Date,
): ManagedStopRecord {
  const zone = location.ianaTimeZone ?? zoneOfCity(location.city, location.province);
  return {
    id: faker.string.uuid(),
    stopNumber,
    early: localIso(addHours(at, -2), zone),
    late: localIso(addHours(at, 2), zone),
    appointment: localIso(at, zone),
    locationAddress: addressLine(location),
    ianaTimeZone: zone,
    stopType,
    city: location.city,
    state: location.province,
    postalCode: location.postalCode,
    ...(location.latitude !== undefined ? { latitude: location.latitude } : {}),
    ...(location.longitude !== undefined ? { longitude: location.longitude } : {}),
    arrivedAt: null,
    departedAt: null,
    confirmedPackageCount: null,
    confirmedPalletCount: null,
    preload: null,
  };
}

function pickupOffsetDays(faker: Faker, status: ShipmentStatus): number {
  if (status <= ShipmentStatus.Tendering) return faker.number.int({ min: 1, max: 9 });
  if (status === ShipmentStatus.Booked) return faker.number.int({ min: 0, max: 5 });
  if (status === ShipmentStatus.Dispatched) return faker.number.int({ min: -1, max: 1 });
  if (status === ShipmentStatus.InTransit || status === ShipmentStatus.AtStop)
    return faker.number.int({ min: -3, max: -1 });
  return faker.number.int({ min: -40, max: -4 });
}

interface ManagedShipmentFacts {
  id: string;
  shipmentNumber: string;
  status: ShipmentStatus;
  equipmentMode: EquipmentMode;
  shippingMode: ShippingMode;
  originationType: RateSource;
  maxBuy: number;
  stops: ManagedStopRecord[];
  orderNumbers: string[];
  carrier: CompanyRecord | null;
  drivers: ShipmentDriver[];
  equipment: ManagedShipmentEquipment;
  pickupAt: string;
  referenceDay: Date;
}

/** A seeded managed shipment with what its status implies: carrier, charges, stop events, activity. */
function managedShipment(faker: Faker, facts: ManagedShipmentFacts): ManagedShipmentRecord {
  const booked = facts.status >= ShipmentStatus.Booked && facts.carrier !== null;
  const rate = Math.max(facts.maxBuy - faker.number.int({ min: 0, max: 150 }), 450);
  const carrierRate: CarrierRate = { rate, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat };
  const record: ManagedShipmentRecord = {
    id: facts.id,
    shipmentNumber: facts.shipmentNumber,
    companyId: DEMO_COMPANIES.shipper.id,
    status: facts.status,
    maxBuy: facts.maxBuy,
    equipmentMode: facts.equipmentMode,
    shippingMode: facts.shippingMode,
    originationType: facts.originationType,
    stops: facts.stops,
    orderNumbers: facts.orderNumbers,
    bookedCarrier:
      booked && facts.carrier
        ? {
            carrierId: facts.carrier.id,
            carrierName: facts.carrier.name,
            carrierRate,
            contactName: faker.person.fullName(),
            phoneNumber: faker.phone.number({ style: 'national' }),
            emailAddress: `dispatch@${facts.carrier.companyNumber.toLowerCase()}.test`,
            bookedDateTime: addDays(new Date(facts.pickupAt), -2).toISOString(),
          }
        : null,
    carrierCharges: booked
      ? chargesForRate(
          carrierRate,
          0,
          faker.datatype.boolean(0.3) ? faker.number.int({ min: 75, max: 250 }) : 0,
        )
      : [],
    activities: [],
    emptyLocation: null,
    equipment: facts.equipment,
    drivers: facts.drivers,
    onTimeStatus:
      booked && facts.status <= ShipmentStatus.AtStop
        ? faker.helpers.weightedArrayElement([
            { weight: 6, value: OnTimeStatus.OnTime },
            { weight: 2, value: OnTimeStatus.AtRisk },
            { weight: 1, value: OnTimeStatus.Late },
            { weight: 1, value: OnTimeStatus.Early },
          ])
        : booked
          ? OnTimeStatus.OnTime
          : null,
    pickupAt: facts.pickupAt,
    quotes: null,
    tenders: [],
    bolDocumentId: null,
    createdAt: addDays(new Date(facts.pickupAt), -4).toISOString(),
  };
  if (record.bookedCarrier) {
    record.activities.unshift({
      timeStamp: record.bookedCarrier.bookedDateTime,
      description: `Booked with ${record.bookedCarrier.carrierName}`,
    });
  }
  // Stops the freight has already passed carry their arrival and departure.
  const first = record.stops[0];
  const last = record.stops[record.stops.length - 1];
  const stamp = (stop: ManagedStopRecord, departed: boolean) => {
    const appointment = new Date(stop.appointment ?? facts.pickupAt);
    stop.arrivedAt = addHours(appointment, -faker.number.int({ min: 0, max: 2 })).toISOString();
    record.activities.unshift({
      timeStamp: stop.arrivedAt,
      description: `Arrived at stop ${stop.stopNumber}`,
      city: stop.city,
      state: stop.state,
      ...(stop.latitude !== undefined && stop.longitude !== undefined
        ? { latitude: stop.latitude, longitude: stop.longitude }
        : {}),
    });
    if (departed) {
      stop.departedAt = addHours(
        new Date(stop.arrivedAt),
        faker.number.int({ min: 1, max: 3 }),
      ).toISOString();
      stop.confirmedPalletCount = faker.number.int({ min: 4, max: 26 });
      record.activities.unshift({
        timeStamp: stop.departedAt,
        description: `Departed stop ${stop.stopNumber}`,
        city: stop.city,
        state: stop.state,
      });
    }
  };
  if (first && booked && facts.status >= ShipmentStatus.InTransit) stamp(first, true);
  if (last && booked && facts.status === ShipmentStatus.AtStop) stamp(last, false);
  if (last && booked && facts.status >= ShipmentStatus.Delivered) stamp(last, true);
  if (booked && facts.status >= ShipmentStatus.InTransit) {
    const at = FREIGHT_CITIES.find((c) => c.city === first?.city);
    record.emptyLocation = at
      ? {
          city: at.city,
          state: at.state,
          postalCode: at.zip,
          emptyDateTime: addHours(new Date(facts.pickupAt), -6).toISOString(),
        }
      : null;
  }
  return record;
}

/** The carrier's charges for a booked rate: the line haul (per mile times miles, or flat), and any accessorial. */
export function chargesForRate(rate: CarrierRate, miles: number, accessorial = 0): CarrierChargeDetail[] {
  const perMile = rate.chargeRateType === ChargeRateType.PerMile;
  return [
    {
      description: perMile ? 'Line haul per mile' : 'Line haul',
      chargeTypeName: 'Line Haul',
      rate: rate.rate,
      units: perMile ? Math.round(miles) : 1,
    },
    ...(accessorial > 0
      ? [{ description: 'Lumper', chargeTypeName: 'Lumper', rate: accessorial, units: 1 }]
      : []),
  ];
}
