// Carriers' equipment (trailers, power units, live equipment, tracking devices), and what booked
// freight carries because of it: the trailer and unit, the dispatch activity, tracking problems, the
// trips that group a driver's back-to-back loads; then the order numbers behind every shipment.
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { LiveEquipment, PowerUnit, Trailer } from '../store/wire-types';
import type { CompanyRecord, EquipmentRecord, ShipmentRecord } from '../store/records';
import { addHours } from '../store/clock';
import { FREIGHT_CITIES } from './cities';
import type { Faker } from './seeded-faker';

const FIRST_TRIP_NUMBER = 9000;
const FIRST_ORDER_NUMBER = 7_000_001;

export function seedEquipment(
  faker: Faker,
  referenceDay: Date,
  carriers: CompanyRecord[],
  demoCarrierId: string,
): Map<string, EquipmentRecord> {
  const equipment = new Map<string, EquipmentRecord>();
  for (const c of carriers) {
    const demo = c.id === demoCarrierId;
    const powerUnits: PowerUnit[] = Array.from({ length: demo ? 8 : 4 }, (_, i) => ({
      id: faker.string.uuid(),
      unitNumber: `PU-${c.companyNumber.slice(-3)}-${String(i + 1).padStart(3, '0')}`,
      make: faker.helpers.arrayElement([
        'Freightliner',
        'Kenworth',
        'Peterbilt',
        'Volvo',
        'International',
        'Mack',
      ]),
      model: faker.helpers.arrayElement(['Cascadia', 'T680', '579', 'VNL 860', 'LT', 'Anthem']),
      year: faker.number.int({ min: 2014, max: 2026 }),
      licensePlate: faker.vehicle.vrm(),
      licenseState: c.state,
      isActive: i < (demo ? 7 : 4),
    }));
    const trailers: Trailer[] = Array.from({ length: demo ? 64 : 5 }, (_, i) => ({
      id: faker.string.uuid(),
      trailerNumber: `TR-${c.companyNumber.slice(-3)}-${String(i + 1).padStart(3, '0')}`,
      equipmentType: faker.helpers.arrayElement([
        EquipmentType.Van,
        EquipmentType.Reefer,
        EquipmentType.FlatBed,
        EquipmentType.StepDeck,
        EquipmentType.Conestoga,
      ]),
      length: faker.helpers.arrayElement([48, 53]),
      licensePlate: faker.vehicle.vrm(),
      licenseState: c.state,
      isActive: true,
    }));
    const liveEquipment = powerUnits
      .slice(0, demo ? 5 : 1)
      .map((unit) => liveEquipmentOf(faker, referenceDay, unit));
    const trackingDevices = powerUnits.map((unit) => ({
      id: faker.string.uuid(),
      provider: faker.helpers.arrayElement(['Samsara', 'Geotab', 'Motive']),
      deviceIdentifier: faker.string.alphanumeric({ length: 12, casing: 'upper' }),
      powerUnitNumber: unit.unitNumber,
      lastPingAt: addHours(referenceDay, -faker.number.int({ min: 0, max: 48 })).toISOString(),
    }));
    equipment.set(c.id, { carrierId: c.id, trailers, powerUnits, liveEquipment, trackingDevices });
  }
  return equipment;
}

function liveEquipmentOf(faker: Faker, referenceDay: Date, unit: PowerUnit): LiveEquipment {
  const at = faker.helpers.arrayElement(FREIGHT_CITIES);
  const to = faker.helpers.arrayElement(FREIGHT_CITIES);
  const availableFrom = addHours(referenceDay, faker.number.int({ min: 2, max: 72 }));
  return {
    id: faker.string.uuid(),
    equipmentType: faker.helpers.arrayElement([
      EquipmentType.Van,
      EquipmentType.Reefer,
      EquipmentType.FlatBed,
    ]),
    originCity: at.city,
    originState: at.state,
    destinationCity: to.city,
    destinationState: to.state,
    availableFrom: availableFrom.toISOString(),
    availableTo: addHours(availableFrom, 24).toISOString(),
    latitude: at.latitude,
    longitude: at.longitude,
    powerUnitId: unit.id,
  };
}

/**
 * Booked freight carries the carrier's equipment, trips group a driver's back-to-back loads, and
 * every shipment gets the order behind it. Returns the next free order number.
 */
export function dispatchFreight(
  faker: Faker,
  referenceDay: Date,
  shipments: ShipmentRecord[],
  equipment: ReadonlyMap<string, EquipmentRecord>,
  demoCarrierId: string,
): { nextOrderNumber: number } {
  for (const shipment of shipments) {
    if (!shipment.carrierId || shipment.status < ShipmentStatus.Dispatched) continue;
    const own = equipment.get(shipment.carrierId);
    const trailer = own ? faker.helpers.arrayElement(own.trailers) : undefined;
    const unit = own ? faker.helpers.arrayElement(own.powerUnits) : undefined;
    shipment.equipment = {
      trailerId: trailer?.id,
      trailerNumber: trailer?.trailerNumber,
      powerUnitId: unit?.id,
      powerUnitNumber: unit?.unitNumber,
    };
    const origin = shipment.stops[0]!;
    shipment.activity = [
      {
        timeStamp: addHours(new Date(shipment.pickupAt), -3).toISOString(),
        description: 'Dispatched',
        city: origin.city,
        state: origin.state,
      },
      ...(shipment.status >= ShipmentStatus.InTransit
        ? [
            {
              timeStamp: addHours(new Date(shipment.pickupAt), 1).toISOString(),
              description: 'Departed pickup',
              city: origin.city,
              state: origin.state,
            },
          ]
        : []),
    ];
    if (shipment.needsUpdates) {
      shipment.trackingProblems = [
        {
          id: faker.string.uuid(),
          description: faker.helpers.arrayElement([
            'No location update in 4 hours',
            'ELD connection lost',
            'Driver app not sending pings',
          ]),
          reportedAt: addHours(referenceDay, -faker.number.int({ min: 1, max: 12 })).toISOString(),
        },
      ];
    }
  }
  const demoMoving = shipments.filter(
    (s) =>
      s.carrierId === demoCarrierId &&
      s.status >= ShipmentStatus.Dispatched &&
      s.status <= ShipmentStatus.Delivered,
  );
  let tripNumber = FIRST_TRIP_NUMBER;
  for (let i = 0; i + 1 < demoMoving.length; i += 3) {
    const tripId = `trip-${tripNumber++}`;
    demoMoving[i]!.tripId = tripId;
    demoMoving[i + 1]!.tripId = tripId;
  }
  // Orders behind the shipper's freight (order dropoffs of a shipment).
  let orderNumber = FIRST_ORDER_NUMBER;
  for (const shipment of shipments) {
    shipment.orderNumbers = [String(orderNumber++)];
  }
  return { nextOrderNumber: orderNumber };
}
