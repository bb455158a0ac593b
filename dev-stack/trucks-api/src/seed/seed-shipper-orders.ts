// The shipper's orders: line items, stops at network locations in the stop's own zone, and the order
// itself (type, terms, mode, accessorials), numbered by the caller.
import { EquipmentMode, ReeferMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import {
  FreightTermType,
  OrderSource,
  OrderStopType,
  OrderType,
} from '@trucks/shared-contracts/domain/order-type';
import type { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { LineItem, OrderStop } from '@trucks/shared-contracts/domain/order';
import type { Faker } from './seeded-faker';
import type { LocationRecord, OrderRecord, ShipperState } from './shipper-records';
import { stripNetwork, zoneOfCity } from './shipper-records';
import { addHours, localIso } from '../store/clock';

/** The equipment-type flags that go with a mode, for orders. */
const EQUIPMENT_TYPES_OF_MODE: Readonly<Record<EquipmentMode, number>> = {
  [EquipmentMode.Dry]: EquipmentType.Van,
  [EquipmentMode.Reefer]: EquipmentType.Reefer,
  [EquipmentMode.Flatbed]: EquipmentType.FlatBed | EquipmentType.StepDeck,
  [EquipmentMode.Bulk]: EquipmentType.DryBulk | EquipmentType.HopperBottom,
  [EquipmentMode.Drayage]: EquipmentType.Container,
  [EquipmentMode.PowerOnly]: EquipmentType.Van,
};

export type OrderMaker = ReturnType<typeof orderMaker>;

export function orderMaker(faker: Faker, state: ShipperState, shipperId: string) {
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
  return { stopOf, addOrder };
}
