// The deterministic data set: faker with a fixed seed and dates hung off one reference day, so two
// starts on the same day serve the same data and the e2e suite can name ids.
//
// One module per domain, called in a fixed order: every part draws from the same generator, so the
// order of the calls below is part of the data (seed.test.ts pins a digest of the result).
import { faker } from '@faker-js/faker/locale/en_US';
import { DEMO_ACCOUNTS } from '../../../demo-accounts';
import { startOfUtcDay } from '../store/clock';
import type { TrucksStore } from '../store/store';
import { addBulkRecords } from './seed-bulk';
import type { BulkSeedSize } from './seed-bulk';
import { seedCases } from './seed-cases';
import { seedCompanies } from './seed-companies';
import { documentShelf } from './seed-documents';
import { dispatchFreight, seedEquipment } from './seed-equipment';
import { seedInvoices } from './seed-invoices';
import { seedNotes } from './seed-notes';
import { seedPayments } from './seed-payments';
import { seedInternalStaff, seedPeople } from './seed-people';
import { seedSavedLanes } from './seed-saved-lanes';
import { seedFreight, SHIPMENT_COUNT } from './seed-shipments';
import { seedShipper } from './seed-shipper';
import { addShipperPaperwork } from './seed-shipper-documents';

const SEED = 20_260_101;

export interface SeedOptions {
  /** The day the data set is built around; defaults to today (UTC). */
  referenceDate?: Date;
  /** Extra records for benchmarks (seed-bulk); the base data set is the same with or without them. */
  size?: BulkSeedSize;
}

export function seedStore(options: SeedOptions = {}): TrucksStore {
  const referenceDay = startOfUtcDay(options.referenceDate ?? new Date());
  // One generator, re-seeded per build: every build from the same reference day is identical.
  faker.seed(SEED);
  faker.setDefaultRefDate(referenceDay);

  const parties = seedCompanies(faker);
  const { companies, carriers, demoCarrier, brokerCompany } = parties;
  const people = seedPeople(faker, parties);

  const freight = seedFreight(faker, referenceDay, {
    demoCarrier,
    otherCarriers: parties.otherCarriers,
    shippers: parties.shippers,
    driversOf: (carrierId) => people.driversByCarrier.get(carrierId) ?? [],
    brokerContacts: people.brokerContacts,
  });
  if (freight.shipments.length !== SHIPMENT_COUNT) throw new Error('seed: shipment count drifted');
  const shipments = new Map(freight.shipments.map((s) => [s.id, s]));
  const shipmentIdByNumber = new Map(freight.shipments.map((s) => [s.shipmentNumber, s.id]));

  const equipment = seedEquipment(
    faker,
    referenceDay,
    [demoCarrier, brokerCompany, parties.doNotUse, ...parties.otherCarriers],
    demoCarrier.id,
  );
  const { nextOrderNumber } = dispatchFreight(
    faker,
    referenceDay,
    freight.shipments,
    equipment,
    demoCarrier.id,
  );
  const savedLanes = seedSavedLanes(faker, referenceDay, [demoCarrier.id, brokerCompany.id]);

  const shelf = documentShelf(faker, referenceDay);
  const invoices = seedInvoices(faker, {
    shipments: freight.shipments,
    companies,
    carriers,
    demoCarrierId: demoCarrier.id,
    shelf,
  });
  const payments = seedPayments(faker, referenceDay, invoices.paidByCarrier, { companies, carriers });

  const internalStaff = seedInternalStaff(faker);
  const { cases, nextCaseNumber } = seedCases(faker, {
    shipments: freight.shipments,
    companies,
    internalStaff,
    demoCarrierId: demoCarrier.id,
    shelf,
  });
  const notes = seedNotes(faker, {
    shipments: freight.shipments,
    demoCarrierId: demoCarrier.id,
    demoAdmin: people.users.get(DEMO_ACCOUNTS[0]!.id)!,
    internalStaff,
  });

  const store: TrucksStore = {
    referenceDay,
    companies,
    carriers,
    users: people.users,
    contacts: people.contacts,
    shipments,
    shipmentIdByNumber,
    tenders: new Map(freight.tenders.map((t) => [t.id, t])),
    rateRequests: new Map(freight.rateRequests.map((r) => [r.id, r])),
    equipment,
    savedLanes,
    thirdPartyInvoices: invoices.thirdPartyInvoices,
    apInvoices: invoices.apInvoices,
    payments,
    auditHistory: invoices.auditHistory,
    cases,
    notes,
    documents: shelf.documents,
    passwordResets: new Map(),
    // The demo driver's text-message link carries this token (see the README).
    driverTokens: new Map([['demo-driver-token', DEMO_ACCOUNTS.find((a) => a.persona === 'driver')!.id]]),
    sequences: {
      caseNumber: nextCaseNumber,
      orderNumber: nextOrderNumber,
      locationNumber: 1_001,
      shipmentNumber: 4_100_001 + SHIPMENT_COUNT,
    },
    // Last: it re-seeds the shared generator with its own seed.
    shipper: seedShipper(faker, { referenceDay, companies, shipments }),
  };
  addShipperPaperwork(store.shipper, store.documents);
  if (options.size) addBulkRecords(store, options.size);
  return store;
}
