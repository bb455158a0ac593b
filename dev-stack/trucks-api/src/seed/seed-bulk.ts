// A larger data set for benchmarks (not for tests or the demo): more open loads on the board, more
// shipments hauled by the demo carrier, more third-party payer invoices. Each extra record is a copy
// of a seeded one of the same kind with its own id and number and a varied rate, pickup day and
// amount, so sorting and filtering have real work to do. The base seed is unchanged: every persona's
// data and every test's expectation stay as they are; the copies come after it.
import { faker } from '@faker-js/faker/locale/en_US';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ChargeRateType } from '@trucks/shared-contracts/domain/rate-type';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { addDays, localIso } from '../store/clock';
import type { ShipmentRecord } from '../store/records';
import type { ThirdPartyInvoiceRecord, TrucksStore } from '../store/store';
import { hashOf } from './seed-shipments';

/** How many extra records of each kind; `pnpm stack --seed-size loads=10000,...` sets them. */
export interface BulkSeedSize {
  /** Extra Ready to Book loads on the board (the base seed has 190). */
  loads?: number;
  /** Extra shipments booked to the demo carrier, from Booked to Delivery Confirmed. */
  shipments?: number;
  /** Extra third-party payer invoices of the demo carrier. */
  thirdPartyInvoices?: number;
}

const BULK_SEED = 20_261_124;

const SIZE_KEYS: Record<string, keyof BulkSeedSize> = {
  loads: 'loads',
  shipments: 'shipments',
  'third-party-invoices': 'thirdPartyInvoices',
};

/** 'loads=10000,shipments=5000,third-party-invoices=2000' → the size; an unknown key or count throws. */
export function parseBulkSeedSize(text: string): BulkSeedSize {
  const size: BulkSeedSize = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = '', count = ''] = part.split('=');
    const key = SIZE_KEYS[name.trim()];
    const value = Number(count);
    if (!key)
      throw new Error(`seed size: unknown kind '${name}' (known: ${Object.keys(SIZE_KEYS).join(', ')})`);
    if (!Number.isInteger(value) || value < 0) throw new Error(`seed size: '${part}' needs a whole count`);
    size[key] = value;
  }
  return size;
}

function shiftIso<T extends string | null | undefined>(
  iso: T,
  days: number,
  zone: string | undefined,
): T | string {
  if (!iso) return iso;
  const shifted = addDays(new Date(iso), days);
  // Stop times are wall-clock times in the stop's zone; instants (pickupAt) are UTC.
  return zone && !iso.endsWith('Z') ? localIso(shifted, zone) : shifted.toISOString();
}

/** A copy of a shipment with its own id and number, its dates moved by `days`, its rate varied. */
function copyShipment(store: TrucksStore, source: ShipmentRecord, days: number): ShipmentRecord {
  const shipmentNumber = String(store.sequences.shipmentNumber);
  store.sequences.shipmentNumber += 1;
  const factor = faker.number.float({ min: 0.85, max: 1.2, fractionDigits: 3 });
  const rate = source.bookItNowRate;
  const copy: ShipmentRecord = {
    ...source,
    id: faker.string.uuid(),
    shipmentNumber,
    stops: source.stops.map((stop) => ({
      ...stop,
      id: faker.string.uuid(),
      appointmentDateTime: shiftIso(stop.appointmentDateTime, days, stop.ianaTimeZone),
      earlyDateTime: shiftIso(stop.earlyDateTime, days, stop.ianaTimeZone),
      lateDateTime: shiftIso(stop.lateDateTime, days, stop.ianaTimeZone),
    })),
    pickupAt: addDays(new Date(source.pickupAt), days).toISOString(),
    deliveryAt: addDays(new Date(source.deliveryAt), days).toISOString(),
    bookItNowRate: rate
      ? {
          ...rate,
          rate:
            rate.chargeRateType === ChargeRateType.PerMile
              ? Math.round(rate.rate * factor * 100) / 100
              : Math.round((rate.rate * factor) / 25) * 25,
          calculatedRate: Math.round(rate.calculatedRate * factor * 100) / 100,
        }
      : null,
    maxBuy: Math.round(source.maxBuy * factor),
    tenderId: null,
    rateRequestStatus: null,
    offer: null,
    version: 1,
  };
  copy.hash = hashOf(copy);
  store.shipments.set(copy.id, copy);
  store.shipmentIdByNumber.set(copy.shipmentNumber, copy.id);
  return copy;
}

function copyThirdPartyInvoice(
  store: TrucksStore,
  source: ThirdPartyInvoiceRecord,
  invoiceNumber: string,
): void {
  const id = faker.string.uuid();
  const factor = faker.number.float({ min: 0.8, max: 1.25, fractionDigits: 3 });
  const amount = Math.round(source.invoiceAmount * factor * 100) / 100;
  // Its paperwork too (the placeholders and files on the invoice), so its counts and its preview agree.
  for (const doc of [...store.documents.values()].filter((d) => d.entityId === source.invoiceId)) {
    const docId = faker.string.uuid();
    store.documents.set(docId, {
      ...doc,
      id: docId,
      entityId: id,
      entityDescription: `Invoice ${invoiceNumber}`,
      fileURL: `/api/v1/documents/${docId}`,
    });
  }
  store.thirdPartyInvoices.set(id, {
    ...source,
    invoiceId: id,
    invoiceNumber,
    invoiceAmount: amount,
    detail: {
      ...source.detail,
      id,
      invoiceNumber,
      total: amount,
      balance: Math.round((amount - (source.detail.total - source.detail.balance)) * 100) / 100,
    },
  });
}

/** Adds the extra records to a seeded store. */
export function addBulkRecords(store: TrucksStore, size: BulkSeedSize): void {
  faker.seed(BULK_SEED);
  const all = [...store.shipments.values()];

  const openLoads = all.filter((s) => s.status === ShipmentStatus.ReadyToBook);
  for (let i = 0; i < (size.loads ?? 0); i += 1) {
    copyShipment(store, openLoads[i % openLoads.length]!, faker.number.int({ min: -1, max: 10 }));
  }

  const hauled = all.filter(
    (s) => s.carrierId === DEMO_COMPANIES.carrier.id && s.status >= ShipmentStatus.Booked,
  );
  for (let i = 0; i < (size.shipments ?? 0); i += 1) {
    const source = hauled[i % hauled.length]!;
    // Delivered freight moves back in time, freight still to move stays near today.
    const days =
      source.status >= ShipmentStatus.Delivered
        ? -faker.number.int({ min: 0, max: 300 })
        : faker.number.int({ min: -2, max: 2 });
    copyShipment(store, source, days);
  }

  const invoices = [...store.thirdPartyInvoices.values()].filter(
    (invoice) => invoice.carrierId === DEMO_COMPANIES.carrier.id,
  );
  const firstNumber = 900_001;
  for (let i = 0; i < (size.thirdPartyInvoices ?? 0); i += 1) {
    copyThirdPartyInvoice(store, invoices[i % invoices.length]!, `TP${firstNumber + i}`);
  }
}
