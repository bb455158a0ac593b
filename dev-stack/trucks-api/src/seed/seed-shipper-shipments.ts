// The shipments the shipper manages: the carrier-side freight of the demo shipper mirrored with its
// orders, then shipper-only shipments across the management statuses.
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { LocationType } from '@trucks/shared-contracts/domain/location-type';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import { FREIGHT_CITIES } from './cities';
import type { Faker } from './seeded-faker';
import type { LocationRecord, ManagedStopRecord, ShipperState } from './shipper-records';
import type { AddLocation } from './seed-shipper-locations';
import type { OrderMaker } from './seed-shipper-orders';
import { managedShipment, managedStop, pickupOffsetDays } from './seed-managed-shipment';
import { addDays, addHours } from '../store/clock';
import type { CompanyRecord, ShipmentRecord } from '../store/records';

const FIRST_SHIPPER_ONLY_SHIPMENT_NUMBER = 4_900_001;

/** What the shipper's seed has drawn so far, for the shipments built on it. */
export interface ShipperNetwork extends OrderMaker {
  faker: Faker;
  state: ShipperState;
  referenceDay: Date;
  shipperId: string;
  demoShipper: CompanyRecord;
  otherShippers: CompanyRecord[];
  carriers: CompanyRecord[];
  ownSites: LocationRecord[];
  customerDocks: LocationRecord[];
  addLocation: AddLocation;
}

/** 1. The carrier-side freight of the demo shipper, mirrored with its orders. */
export function mirrorCarrierFreight(
  network: ShipperNetwork,
  inputs: { companies: ReadonlyMap<string, CompanyRecord>; shipments: ReadonlyMap<string, ShipmentRecord> },
): void {
  const { faker, state, referenceDay, shipperId, demoShipper, otherShippers, ownSites } = network;
  const { addLocation, stopOf, addOrder } = network;
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
}

/** 2. Shipper-only shipments across the management statuses, each carrying one to three orders. */
export function seedShipperOnlyShipments(network: ShipperNetwork): void {
  const { faker, state, referenceDay, carriers, ownSites, customerDocks, stopOf, addOrder } = network;
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
}
