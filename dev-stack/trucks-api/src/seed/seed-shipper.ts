// The shipper (TMS) side of the data set (its records: shipper-records.ts), drawn from its own seed:
// the address books, the shipments with their orders, open orders, and the shipper user's saved views.
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../../../demo-accounts';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { OrderStopType, OrderType } from '@trucks/shared-contracts/domain/order-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { FilterSet } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { Faker } from './seeded-faker';
import type { FilterSetList, ShipperState } from './shipper-records';
import { orderMaker } from './seed-shipper-orders';
import { locationMaker, seedShipperSites } from './seed-shipper-locations';
import { mirrorCarrierFreight, seedShipperOnlyShipments } from './seed-shipper-shipments';
import type { ShipperNetwork } from './seed-shipper-shipments';
import { addDays, addHours } from '../store/clock';
import type { CompanyRecord, ShipmentRecord } from '../store/records';

/** Its own seed, so the shipper data does not shift when the rest of the data set changes. */
const SHIPPER_SEED = 20_260_104;
const FIRST_OPEN_ORDER_NUMBER = 7_500_001;
const FIRST_LOCATION_NUMBER = 20_001;

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
  const addLocation = locationMaker(faker, state);
  // The demo shipper's own sites (the first one primary), then its customers' and vendors' docks.
  const demoShipper = inputs.companies.get(shipperId);
  if (!demoShipper) throw new Error('seed-shipper: the demo shipper company is missing');
  const { ownSites, customerDocks } = seedShipperSites(faker, state, addLocation, {
    shipperId,
    demoShipper,
    otherShippers,
  });
  const network: ShipperNetwork = {
    faker,
    state,
    referenceDay,
    shipperId,
    demoShipper,
    otherShippers,
    carriers,
    ownSites,
    customerDocks,
    addLocation,
    ...orderMaker(faker, state, shipperId),
  };
  mirrorCarrierFreight(network, inputs);
  seedShipperOnlyShipments(network);
  seedOpenOrders(network);
  if (shipperUser) seedSavedViews(faker, state, shipperUser.id);
  return state;
}

/** 3. Open orders not yet on a shipment, clustered on a few lanes so consolidation finds partners. */
function seedOpenOrders(network: ShipperNetwork): void {
  const { faker, state, referenceDay, ownSites, customerDocks, stopOf, addOrder } = network;
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
}

/** Saved views of the demo shipper's user. */
function seedSavedViews(faker: Faker, state: ShipperState, ownerUserId: string): void {
  const view = (list: FilterSetList, name: string, filters: FilterSet['filters'], isDefault = false) =>
    state.filterSets.push({
      id: faker.string.uuid(),
      ownerUserId,
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
