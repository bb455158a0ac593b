// The benchmark data set: `--seed-size` adds loads, shipments and third-party invoices that the
// portal's own calls list, each with its own number; the base data set is the same without it.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { parseBulkSeedSize } from './seed-bulk';

const SIZE = { loads: 300, shipments: 200, thirdPartyInvoices: 150 };
const bulk = useTrucksApi({ carrier: 'carrier-admin' }, { seed: { size: SIZE } });
const base = useTrucksApi({ carrier: 'carrier-admin' });

async function counts(client: typeof bulk.carrier) {
  const [board, shipments, invoices] = await Promise.all([
    client.call(API.loadboard.availableShipments, { query: { page: 1, pageSize: 1 } }),
    client.call(API.shipments.totalCount, { query: {} }),
    client.call(API.financials.thirdPartyInvoices, { query: { page: 1, pageSize: 1 } }),
  ]);
  return {
    loads: board.json<{ totalCount: number }>().totalCount,
    shipments: shipments.json<{ totalCount: number }>().totalCount,
    thirdPartyInvoices: invoices.json<{ totalCount: number }>().totalCount,
  };
}

describe('the benchmark seed size', () => {
  it('adds what it names to the lists the carrier reads', async () => {
    const [withBulk, without] = await Promise.all([counts(bulk.carrier), counts(base.carrier)]);
    expect(withBulk.loads - without.loads).toBe(SIZE.loads);
    expect(withBulk.shipments - without.shipments).toBe(SIZE.shipments);
    expect(withBulk.thirdPartyInvoices - without.thirdPartyInvoices).toBe(SIZE.thirdPartyInvoices);
  });

  it('gives every added shipment its own number, and every number opens its shipment', () => {
    const numbers = [...bulk.api.store.shipments.values()].map((s) => s.shipmentNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers.slice(-5)) {
      expect(
        bulk.api.store.shipments.get(bulk.api.store.shipmentIdByNumber.get(number)!)?.shipmentNumber,
      ).toBe(number);
    }
  });

  it('gives a copied third-party invoice the paperwork its counts promise', async () => {
    const copy = [...bulk.api.store.thirdPartyInvoices.values()].find((i) => i.invoiceNumber === 'TP900001')!;
    const docs = (
      await bulk.carrier.call(API.financials.invoiceDocuments, { params: { id: copy.invoiceId } })
    ).json<unknown[]>();
    expect(docs.length).toBeGreaterThanOrEqual(copy.numberOfRequiredDocuments);
  });

  it('reads the command line form and refuses what it does not know', () => {
    expect(parseBulkSeedSize('loads=10000, shipments=5000,third-party-invoices=2000')).toEqual({
      loads: 10_000,
      shipments: 5_000,
      thirdPartyInvoices: 2_000,
    });
    expect(parseBulkSeedSize('')).toEqual({});
    expect(() => parseBulkSeedSize('trucks=5')).toThrow("unknown kind 'trucks'");
    expect(() => parseBulkSeedSize('loads=many')).toThrow('needs a whole count');
  });
});
