// A seeded managed shipment with what its status implies: carrier, charges, stop events, activity;
// and its stops at network locations.
import { DEMO_COMPANIES } from '../../../demo-accounts';
import type { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import type { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import type { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { CarrierRate, ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import type { ManagedShipmentEquipment } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { FREIGHT_CITIES } from './cities';
import type { Faker } from './seeded-faker';
import type { LocationRecord, ManagedShipmentRecord, ManagedStopRecord } from './shipper-records';
import { chargesForRate, zoneOfCity } from './shipper-records';
import { addDays, addHours, localIso } from '../store/clock';
import type { CompanyRecord } from '../store/records';

function addressLine(
  location: Pick<Location, 'name' | 'addressLine1' | 'city' | 'province' | 'postalCode'>,
): string {
  return `${location.name}, ${location.addressLine1}, ${location.city}, ${location.province} ${location.postalCode}`;
}

export function managedStop(
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

export function pickupOffsetDays(faker: Faker, status: ShipmentStatus): number {
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
export function managedShipment(faker: Faker, facts: ManagedShipmentFacts): ManagedShipmentRecord {
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
