// Shipments, their stops, tenders, rate requests: the load board and the carrier's freight.
import type { faker as fakerInstance } from '@faker-js/faker/locale/en_US';

type Faker = typeof fakerInstance;
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { StopStatus, StopType, LoadStyle } from '@trucks/shared-contracts/domain/stop-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import type { ShipmentStop } from '../store/wire-types';
import { FREIGHT_CITIES, milesBetween } from './cities';
import type { FreightCity } from './cities';
import { addDays, addHours, localIso } from '../store/clock';
import type { CompanyRecord, RateRequestRecord, ShipmentRecord, TenderRecord } from '../store/records';

export const SHIPMENT_COUNT = 560;
const FIRST_SHIPMENT_NUMBER = 4_100_001;

/** How many shipments of each status: every status present, the load board (1, 2) the largest. */
const STATUS_MIX: ReadonlyArray<[ShipmentStatus, number]> = [
  [ShipmentStatus.Voided, 12],
  [ShipmentStatus.Draft, 20],
  [ShipmentStatus.ReadyToBook, 190],
  [ShipmentStatus.Tendering, 70],
  [ShipmentStatus.Booked, 55],
  [ShipmentStatus.Dispatched, 35],
  [ShipmentStatus.InTransit, 40],
  [ShipmentStatus.AtStop, 18],
  [ShipmentStatus.Delivered, 70],
  [ShipmentStatus.DeliveryConfirmed, 50],
];

const MODE_EQUIPMENT: ReadonlyArray<[EquipmentMode, number]> = [
  [EquipmentMode.Dry, EquipmentType.Van],
  [EquipmentMode.Reefer, EquipmentType.Reefer],
  [EquipmentMode.Flatbed, EquipmentType.FlatBed | EquipmentType.StepDeck],
  [EquipmentMode.Bulk, EquipmentType.DryBulk | EquipmentType.HopperBottom],
  [EquipmentMode.Drayage, EquipmentType.Container],
  [EquipmentMode.PowerOnly, EquipmentType.Van],
];

const TRACKING_REQUIREMENTS = [
  'Macropoint tracking',
  'ELD tracking via Samsara',
  'Driver app check calls every 4 hours',
];
const TRIP_REQUIREMENTS = [
  { value: 'TWIC', description: 'Driver holds a TWIC card' },
  { value: 'HAZMAT', description: 'Hazmat endorsement' },
  { value: 'TARP', description: 'Tarps on board' },
  { value: 'PPE', description: 'PPE: hard hat, vest, steel toes' },
  { value: 'FOOD_GRADE', description: 'Food-grade, washed-out trailer' },
];

export interface SeededFreight {
  shipments: ShipmentRecord[];
  tenders: TenderRecord[];
  rateRequests: RateRequestRecord[];
}

interface FreightParties {
  demoCarrier: CompanyRecord;
  otherCarriers: CompanyRecord[];
  shippers: CompanyRecord[];
  /** Demo drivers and other drivers by carrier id. */
  driversOf: (
    carrierId: string,
  ) => { id: string; firstName: string; lastName: string; phoneNumber: string }[];
  brokerContacts: { firstName: string; lastName: string; phoneNumber: string; emailAddress: string }[];
}

function stopAt(
  faker: Faker,
  city: FreightCity,
  stopNumber: number,
  stopType: ShipmentStop['stopType'],
  at: Date,
): ShipmentStop {
  const early = addHours(at, -2);
  const late = addHours(at, 2);
  return {
    id: faker.string.uuid(),
    stopNumber,
    stopType,
    city: city.city,
    state: city.state,
    zip: city.zip,
    appointmentDateTime: localIso(at, city.ianaTimeZone),
    earlyDateTime: localIso(early, city.ianaTimeZone),
    lateDateTime: localIso(late, city.ianaTimeZone),
    ianaTimeZone: city.ianaTimeZone,
    loadStyle: faker.helpers.arrayElement([
      LoadStyle.Live,
      LoadStyle.Live,
      LoadStyle.Drop,
      LoadStyle.Preloaded,
    ]),
    // A little jitter so two stops in one city do not sit on one pixel of the map.
    latitude: Number((city.latitude + faker.number.float({ min: -0.05, max: 0.05 })).toFixed(5)),
    longitude: Number((city.longitude + faker.number.float({ min: -0.05, max: 0.05 })).toFixed(5)),
    locationName: `${faker.company.name()} ${faker.helpers.arrayElement(['DC', 'Warehouse', 'Plant', 'Terminal'])}`,
  };
}

/** Where a shipment of this status sits in time, relative to the reference day. */
function pickupOffsetDays(faker: Faker, status: ShipmentStatus): number {
  switch (status) {
    case ShipmentStatus.ReadyToBook:
    case ShipmentStatus.Tendering:
    case ShipmentStatus.Draft:
      return faker.number.int({ min: 1, max: 12 });
    case ShipmentStatus.Booked:
      return faker.number.int({ min: 0, max: 6 });
    case ShipmentStatus.Dispatched:
      return faker.number.int({ min: -1, max: 1 });
    case ShipmentStatus.InTransit:
    case ShipmentStatus.AtStop:
      return faker.number.int({ min: -3, max: -1 });
    case ShipmentStatus.Delivered:
      return faker.number.int({ min: -25, max: -3 });
    case ShipmentStatus.DeliveryConfirmed:
      return faker.number.int({ min: -75, max: -10 });
    default:
      return faker.number.int({ min: -30, max: 10 });
  }
}

function stopStatusFor(status: ShipmentStatus, stopIndex: number, lastIndex: number): ShipmentStop['status'] {
  if (status < ShipmentStatus.Dispatched) return undefined;
  if (status === ShipmentStatus.Dispatched)
    return stopIndex === 0 ? StopStatus.Enroute : StopStatus.Confirmed;
  if (status >= ShipmentStatus.Delivered) return StopStatus.Complete;
  if (stopIndex === 0) return StopStatus.Complete;
  if (status === ShipmentStatus.AtStop && stopIndex === lastIndex) return StopStatus.Unloading;
  return stopIndex === 1 ? StopStatus.Enroute : StopStatus.Confirmed;
}

export function seedFreight(faker: Faker, referenceDay: Date, parties: FreightParties): SeededFreight {
  const statuses = STATUS_MIX.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const shipments: ShipmentRecord[] = [];
  const tenders: TenderRecord[] = [];
  const rateRequests: RateRequestRecord[] = [];
  let bookedToDemo = 0;

  statuses.forEach((status, index) => {
    const [origin, destination] = faker.helpers.arrayElements(FREIGHT_CITIES, 2) as [
      FreightCity,
      FreightCity,
    ];
    const extraDrop =
      faker.number.int({ min: 0, max: 9 }) === 0 ? faker.helpers.arrayElement(FREIGHT_CITIES) : null;
    const roadMiles = Math.max(40, milesBetween(origin, destination) * 1.18);
    const pickupAt = addHours(
      addDays(referenceDay, pickupOffsetDays(faker, status)),
      faker.number.int({ min: 6, max: 16 }),
    );
    const transitHours = Math.ceil(roadMiles / 45) + 4;
    const deliveryAt = addHours(pickupAt, transitHours);
    const stopCities: [FreightCity, ShipmentStop['stopType'], Date][] = [
      [origin, StopType.Pickup, pickupAt],
      ...(extraDrop
        ? [
            [extraDrop, StopType.Dropoff, addHours(pickupAt, Math.ceil(transitHours / 2))] as [
              FreightCity,
              ShipmentStop['stopType'],
              Date,
            ],
          ]
        : []),
      [destination, StopType.Dropoff, deliveryAt],
    ];
    const stops = stopCities.map(([city, type, at], stopIndex) => {
      const stop = stopAt(faker, city, stopIndex + 1, type, at);
      const stopStatus = stopStatusFor(status, stopIndex, stopCities.length - 1);
      return stopStatus === undefined ? stop : { ...stop, status: stopStatus };
    });

    const [equipmentMode, equipmentTypes] = faker.helpers.weightedArrayElement([
      { weight: 6, value: MODE_EQUIPMENT[0]! },
      { weight: 3, value: MODE_EQUIPMENT[1]! },
      { weight: 2, value: MODE_EQUIPMENT[2]! },
      { weight: 1, value: MODE_EQUIPMENT[3]! },
      { weight: 1, value: MODE_EQUIPMENT[4]! },
      { weight: 1, value: MODE_EQUIPMENT[5]! },
    ]);
    const isPartial = faker.number.int({ min: 0, max: 6 }) === 0;
    const miles = Math.round(roadMiles * 100) / 100;
    const ratePerMile = faker.number.float({ min: 1.9, max: 3.4, fractionDigits: 2 });
    const flatRate = Math.round((miles * ratePerMile) / 25) * 25 + 150;
    const open = status === ShipmentStatus.ReadyToBook || status === ShipmentStatus.Tendering;
    const bookedOrLater = status >= ShipmentStatus.Booked;

    // The demo carrier hauls a good share of the moving freight so every persona has data.
    let carrierId: string | null = null;
    if (bookedOrLater) {
      const toDemo = faker.number.int({ min: 0, max: 9 }) < 6;
      carrierId = toDemo ? parties.demoCarrier.id : faker.helpers.arrayElement(parties.otherCarriers).id;
      if (toDemo) bookedToDemo += 1;
    }
    const customer = faker.helpers.arrayElement(parties.shippers);
    const drivers =
      carrierId && status >= ShipmentStatus.Dispatched
        ? faker.helpers.arrayElements(parties.driversOf(carrierId), { min: 1, max: 2 })
        : [];
    const requirements = faker.helpers
      .arrayElements(TRIP_REQUIREMENTS, { min: 0, max: 3 })
      .map((requirement) => ({
        ...requirement,
        isRequiredForBooking: faker.datatype.boolean(0.7),
        isCompleted: false,
      }));
    const shipmentNumber = String(FIRST_SHIPMENT_NUMBER + index);
    const contact = faker.datatype.boolean(0.6)
      ? { contactSummary: faker.helpers.arrayElement(parties.brokerContacts) }
      : {
          freightZoneSummary: {
            name: `${origin.state} Freight Zone`,
            phoneNumber: faker.phone.number({ style: 'national' }),
            extension: String(faker.number.int({ min: 100, max: 999 })),
            emailAddress: `zone-${origin.state.toLowerCase()}@trucks.test`,
          },
        };

    const shipment: ShipmentRecord = {
      id: faker.string.uuid(),
      shipmentNumber,
      status,
      stops,
      carrierId,
      shippingMode: isPartial
        ? ShippingMode.LTL
        : faker.helpers.weightedArrayElement([
            { weight: 8, value: ShippingMode.TL },
            { weight: 1, value: ShippingMode.Intermodal },
            { weight: 1, value: ShippingMode.VLTL },
          ]),
      equipmentTypes,
      equipmentMode,
      weight: faker.number.float({
        min: isPartial ? 800 : 12_000,
        max: isPartial ? 9_000 : 44_000,
        fractionDigits: 2,
      }),
      totalPallets: faker.number.int({ min: isPartial ? 1 : 10, max: isPartial ? 8 : 26 }),
      miles,
      isPartial,
      linearFeet: isPartial ? faker.number.int({ min: 4, max: 24 }) : 53,
      dimensions: [
        {
          quantity: faker.number.int({ min: 1, max: 26 }),
          length: 48,
          width: 40,
          height: faker.number.int({ min: 36, max: 72 }),
        },
      ],
      isBlind: faker.datatype.boolean(0.05),
      isHazmatRequired: requirements.some((r) => r.value === 'HAZMAT'),
      isTeamRequired: roadMiles > 1500 && faker.datatype.boolean(0.3),
      justInTime: faker.datatype.boolean(0.1),
      trackingRequirements: faker.helpers
        .arrayElements(TRACKING_REQUIREMENTS, { min: 0, max: 2 })
        .map((description) => ({ description })),
      p44TrackingRequired: faker.datatype.boolean(0.3),
      hash: '',
      offer: null,
      bookItNowRate:
        open && faker.datatype.boolean(0.8)
          ? faker.datatype.boolean(0.75)
            ? {
                rate: flatRate,
                calculatedRate: flatRate,
                rateType: RateType.AllIn,
                chargeRateType: ChargeRateType.Flat,
              }
            : {
                rate: ratePerMile,
                calculatedRate: Math.round(ratePerMile * miles * 100) / 100,
                rateType: RateType.RateAndFuel,
                chargeRateType: ChargeRateType.PerMile,
              }
          : null,
      rateRequestStatus: null,
      tenderId: null,
      specialInstructions: faker.helpers.arrayElement([
        '',
        'Call 1 hour before arrival.',
        'Check in at the guard shack.',
        'No overnight parking on site.',
        'Driver must stay with the load.',
      ]),
      originationType: faker.helpers.weightedArrayElement([
        { weight: 5, value: RateSource.Red },
        { weight: 3, value: RateSource.TmsSpot },
        { weight: 2, value: RateSource.TmsContract },
      ]),
      contact,
      needsUpdates:
        status >= ShipmentStatus.Booked && status <= ShipmentStatus.Delivered && faker.datatype.boolean(0.25),
      customerId: customer.id,
      pickupAt: pickupAt.toISOString(),
      deliveryAt: deliveryAt.toISOString(),
      tripId: null,
      proNumber: bookedOrLater && faker.datatype.boolean(0.5) ? `PRO${faker.string.numeric(8)}` : null,
      drivers,
      equipment: {},
      requirements,
      activity: [],
      trackingProblems: [],
      orderNumbers: [],
      maxBuy: Math.round(flatRate * 1.08),
      version: 1,
    };
    shipment.hash = hashOf(shipment);
    shipments.push(shipment);

    if (status === ShipmentStatus.Tendering) {
      // Roughly half the tendered freight is tendered to the demo carrier.
      const toDemo = faker.datatype.boolean(0.5);
      const tenderCarrier = toDemo ? parties.demoCarrier : faker.helpers.arrayElement(parties.otherCarriers);
      const tenderStatus = toDemo
        ? faker.helpers.weightedArrayElement([
            { weight: 7, value: TenderResponseStatus.Sent },
            { weight: 1, value: TenderResponseStatus.Rejected },
            { weight: 1, value: TenderResponseStatus.Rescinded },
          ])
        : TenderResponseStatus.Sent;
      const tender = tenderFor(faker, shipment, tenderCarrier.id, tenderStatus, referenceDay, flatRate);
      shipment.tenderId = tender.id;
      tenders.push(tender);
    } else if (bookedOrLater && carrierId && faker.datatype.boolean(0.25)) {
      // Some booked freight came in as an accepted tender.
      const tender = tenderFor(
        faker,
        shipment,
        carrierId,
        TenderResponseStatus.Accepted,
        referenceDay,
        flatRate,
      );
      shipment.tenderId = tender.id;
      tenders.push(tender);
    }

    if (status === ShipmentStatus.ReadyToBook && faker.datatype.boolean(0.3)) {
      const toDemo = faker.datatype.boolean(0.7);
      const requestStatus = faker.helpers.weightedArrayElement([
        { weight: 6, value: TenderResponseStatus.Sent },
        { weight: 2, value: TenderResponseStatus.Accepted },
        { weight: 1, value: TenderResponseStatus.Rejected },
        { weight: 1, value: TenderResponseStatus.Rescinded },
      ]);
      const request: RateRequestRecord = {
        id: faker.string.uuid(),
        shipmentId: shipment.id,
        shipmentNumber,
        status: requestStatus,
        shipmentStatus: status,
        carrierId: toDemo ? parties.demoCarrier.id : faker.helpers.arrayElement(parties.otherCarriers).id,
        carrierRate:
          requestStatus === TenderResponseStatus.Sent
            ? null
            : {
                rate: flatRate + faker.number.int({ min: -100, max: 200 }),
                rateType: RateType.AllIn,
                chargeRateType: ChargeRateType.Flat,
              },
        origin: { city: origin.city, state: origin.state },
        destination: { city: destination.city, state: destination.state },
        pickupDateTime: stops[0]!.appointmentDateTime ?? stops[0]!.earlyDateTime ?? null,
        deliveryDateTime:
          stops[stops.length - 1]!.appointmentDateTime ?? stops[stops.length - 1]!.lateDateTime ?? null,
        requestedDateTime: addHours(referenceDay, -faker.number.int({ min: 1, max: 96 })).toISOString(),
      };
      shipment.rateRequestStatus = requestStatus;
      rateRequests.push(request);
    }
  });

  // Keep the demo carrier's counters interesting even if the dice were unkind.
  if (bookedToDemo === 0) throw new Error('seed produced no freight for the demo carrier');
  return { shipments, tenders, rateRequests };
}

function tenderFor(
  faker: Faker,
  shipment: ShipmentRecord,
  carrierId: string,
  status: TenderRecord['status'],
  referenceDay: Date,
  flatRate: number,
): TenderRecord {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  return {
    id: faker.string.uuid(),
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    status,
    shipmentStatus: shipment.status,
    carrierId,
    rate: { rate: flatRate, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
    origin: { city: first.city, state: first.state },
    destination: { city: last.city, state: last.state },
    pickupDateTime: first.appointmentDateTime ?? first.earlyDateTime ?? null,
    deliveryDateTime: last.appointmentDateTime ?? last.lateDateTime ?? null,
    sentDateTime: addHours(referenceDay, -faker.number.int({ min: 1, max: 72 })).toISOString(),
    expirationDateTime: addHours(referenceDay, faker.number.int({ min: 6, max: 72 })).toISOString(),
  };
}

/** The shipment's bookable terms as a short stamp; a booking that carries an older one fails. */
export function hashOf(
  shipment: Pick<ShipmentRecord, 'id' | 'version' | 'status' | 'bookItNowRate'>,
): string {
  const text = `${shipment.id}|${shipment.version}|${shipment.status}|${shipment.bookItNowRate?.rate ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
