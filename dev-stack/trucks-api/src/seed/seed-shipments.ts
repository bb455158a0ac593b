// Shipments of the carrier side (the load board and the carrier's freight) with their tenders and
// rate requests: each drawn as a route (seed-freight-route), its facts, the record, then its offers
// (seed-tenders).
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import type { CompanyRecord, RateRequestRecord, ShipmentRecord, TenderRecord } from '../store/records';
import { routeOf } from './seed-freight-route';
import type { FreightRoute } from './seed-freight-route';
import { rateRequestOf, tenderOf } from './seed-tenders';
import type { Faker } from './seeded-faker';

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

/** SHIPMENT_COUNT shipments in the STATUS_MIX, numbered from FIRST_SHIPMENT_NUMBER, with their offers. */
export function seedFreight(faker: Faker, referenceDay: Date, parties: FreightParties): SeededFreight {
  const statuses = STATUS_MIX.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const shipments: ShipmentRecord[] = [];
  const tenders: TenderRecord[] = [];
  const rateRequests: RateRequestRecord[] = [];
  let bookedToDemo = 0;

  statuses.forEach((status, index) => {
    const route = routeOf(faker, referenceDay, status);
    const facts = freightFacts(faker, status, route, parties);
    if (facts.toDemo) bookedToDemo += 1;
    const shipment = shipmentOf(faker, String(FIRST_SHIPMENT_NUMBER + index), status, route, facts);
    shipments.push(shipment);
    const tender = tenderOf(faker, shipment, parties, referenceDay, facts.flatRate);
    if (tender) tenders.push(tender);
    const request = rateRequestOf(faker, shipment, route, parties, referenceDay, facts.flatRate);
    if (request) rateRequests.push(request);
  });

  // Keep the demo carrier's counters interesting even if the dice were unkind.
  if (bookedToDemo === 0) throw new Error('seed produced no freight for the demo carrier');
  return { shipments, tenders, rateRequests };
}

/** What is drawn before the shipment itself: its equipment, size, rates and parties. */
function freightFacts(faker: Faker, status: ShipmentStatus, route: FreightRoute, parties: FreightParties) {
  const [equipmentMode, equipmentTypes] = faker.helpers.weightedArrayElement([
    { weight: 6, value: MODE_EQUIPMENT[0]! },
    { weight: 3, value: MODE_EQUIPMENT[1]! },
    { weight: 2, value: MODE_EQUIPMENT[2]! },
    { weight: 1, value: MODE_EQUIPMENT[3]! },
    { weight: 1, value: MODE_EQUIPMENT[4]! },
    { weight: 1, value: MODE_EQUIPMENT[5]! },
  ]);
  const isPartial = faker.number.int({ min: 0, max: 6 }) === 0;
  const miles = Math.round(route.roadMiles * 100) / 100;
  const ratePerMile = faker.number.float({ min: 1.9, max: 3.4, fractionDigits: 2 });
  const flatRate = Math.round((miles * ratePerMile) / 25) * 25 + 150;

  // The demo carrier hauls a good share of the moving freight so every persona has data.
  let carrierId: string | null = null;
  let toDemo = false;
  if (status >= ShipmentStatus.Booked) {
    toDemo = faker.number.int({ min: 0, max: 9 }) < 6;
    carrierId = toDemo ? parties.demoCarrier.id : faker.helpers.arrayElement(parties.otherCarriers).id;
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
  const contact = faker.datatype.boolean(0.6)
    ? { contactSummary: faker.helpers.arrayElement(parties.brokerContacts) }
    : {
        freightZoneSummary: {
          name: `${route.origin.state} Freight Zone`,
          phoneNumber: faker.phone.number({ style: 'national' }),
          extension: String(faker.number.int({ min: 100, max: 999 })),
          emailAddress: `zone-${route.origin.state.toLowerCase()}@trucks.test`,
        },
      };
  return {
    equipmentMode,
    equipmentTypes,
    isPartial,
    miles,
    ratePerMile,
    flatRate,
    carrierId,
    toDemo,
    customer,
    drivers,
    requirements,
    contact,
  };
}

function shipmentOf(
  faker: Faker,
  shipmentNumber: string,
  status: ShipmentStatus,
  route: FreightRoute,
  facts: ReturnType<typeof freightFacts>,
): ShipmentRecord {
  const { isPartial, miles, requirements } = facts;
  const open = status === ShipmentStatus.ReadyToBook || status === ShipmentStatus.Tendering;
  const shipment: ShipmentRecord = {
    id: faker.string.uuid(),
    shipmentNumber,
    status,
    stops: route.stops,
    carrierId: facts.carrierId,
    shippingMode: isPartial
      ? ShippingMode.LTL
      : faker.helpers.weightedArrayElement([
          { weight: 8, value: ShippingMode.TL },
          { weight: 1, value: ShippingMode.Intermodal },
          { weight: 1, value: ShippingMode.VLTL },
        ]),
    equipmentTypes: facts.equipmentTypes,
    equipmentMode: facts.equipmentMode,
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
    isTeamRequired: route.roadMiles > 1500 && faker.datatype.boolean(0.3),
    justInTime: faker.datatype.boolean(0.1),
    trackingRequirements: faker.helpers
      .arrayElements(TRACKING_REQUIREMENTS, { min: 0, max: 2 })
      .map((description) => ({ description })),
    p44TrackingRequired: faker.datatype.boolean(0.3),
    hash: '',
    offer: null,
    bookItNowRate: open ? bookItNowRateOf(faker, facts) : null,
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
    contact: facts.contact,
    needsUpdates:
      status >= ShipmentStatus.Booked && status <= ShipmentStatus.Delivered && faker.datatype.boolean(0.25),
    customerId: facts.customer.id,
    pickupAt: route.pickupAt.toISOString(),
    deliveryAt: route.deliveryAt.toISOString(),
    tripId: null,
    proNumber:
      status >= ShipmentStatus.Booked && faker.datatype.boolean(0.5) ? `PRO${faker.string.numeric(8)}` : null,
    drivers: facts.drivers,
    equipment: {},
    requirements,
    activity: [],
    trackingProblems: [],
    orderNumbers: [],
    maxBuy: Math.round(facts.flatRate * 1.08),
    version: 1,
  };
  shipment.hash = hashOf(shipment);
  return shipment;
}

/** Most open loads can be booked now: mostly at a flat all-in rate, else per mile with fuel. */
function bookItNowRateOf(
  faker: Faker,
  facts: { flatRate: number; ratePerMile: number; miles: number },
): ShipmentRecord['bookItNowRate'] {
  if (!faker.datatype.boolean(0.8)) return null;
  return faker.datatype.boolean(0.75)
    ? {
        rate: facts.flatRate,
        calculatedRate: facts.flatRate,
        rateType: RateType.AllIn,
        chargeRateType: ChargeRateType.Flat,
      }
    : {
        rate: facts.ratePerMile,
        calculatedRate: Math.round(facts.ratePerMile * facts.miles * 100) / 100,
        rateType: RateType.RateAndFuel,
        chargeRateType: ChargeRateType.PerMile,
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
