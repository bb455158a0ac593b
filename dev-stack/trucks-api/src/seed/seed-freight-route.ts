// Where a seeded shipment goes and when: two cities (sometimes a drop between), a pickup placed in
// time by the shipment's status, and stops whose own status follows the shipment's.
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { StopStatus, StopType, LoadStyle } from '@trucks/shared-contracts/domain/stop-status';
import type { ShipmentStop } from '../store/wire-types';
import { addDays, addHours, localIso } from '../store/clock';
import { FREIGHT_CITIES, milesBetween } from './cities';
import type { FreightCity } from './cities';
import type { Faker } from './seeded-faker';

export interface FreightRoute {
  origin: FreightCity;
  destination: FreightCity;
  roadMiles: number;
  pickupAt: Date;
  deliveryAt: Date;
  stops: ShipmentStop[];
}

export function routeOf(faker: Faker, referenceDay: Date, status: ShipmentStatus): FreightRoute {
  const [origin, destination] = faker.helpers.arrayElements(FREIGHT_CITIES, 2) as [FreightCity, FreightCity];
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
  return { origin, destination, roadMiles, pickupAt, deliveryAt, stops };
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
