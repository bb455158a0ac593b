// The seeded data set is what the e2e journeys and the READMEs name by id and number: a change to it
// must be on purpose. This test pins a digest of the store built around one reference day (count,
// ids and a hash per collection), so moving the seed's code around cannot move its data.
import { createHash } from 'node:crypto';
import { seedStore } from './seed';
import type { SeedOptions } from './seed';

const REFERENCE_DATE = new Date('2026-03-02T15:30:00Z');

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Map ? [...v.entries()] : v instanceof Set ? [...v.values()] : v,
  );

function digestOf(collection: unknown) {
  if (collection instanceof Map) {
    return { count: collection.size, ids: sha(json([...collection.keys()])), hash: sha(json(collection)) };
  }
  if (Array.isArray(collection)) return { count: collection.length, hash: sha(json(collection)) };
  return { hash: sha(json(collection)) };
}

function storeDigest(options: Omit<SeedOptions, 'referenceDate'> = {}) {
  const { shipper, ...rest } = seedStore({ ...options, referenceDate: REFERENCE_DATE });
  return {
    ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, digestOf(value)])),
    ...Object.fromEntries(
      Object.entries(shipper).map(([name, value]) => [`shipper.${name}`, digestOf(value)]),
    ),
  };
}

describe('the seeded data set', () => {
  beforeAll(() => {
    // Only the reference day may shape the data: any other reading of the clock would show here.
    jest.useFakeTimers({ now: new Date('2031-07-19T04:00:00Z') });
  });
  afterAll(() => jest.useRealTimers());

  it('is the same, collection by collection, for one reference day', () => {
    expect(storeDigest()).toEqual(EXPECTED);
  });

  it('is the same base with the benchmark records on top', () => {
    const digest = storeDigest({ size: { loads: 20, shipments: 10, thirdPartyInvoices: 5 } });
    expect(digest).toEqual(EXPECTED_WITH_BULK);
  });
});

const EXPECTED = {
  referenceDay: { hash: '790c575258b2e01d' },
  companies: { count: 44, ids: 'a33341ca464099cc', hash: '847d9da2145f497b' },
  carriers: { count: 27, ids: '9fb2ed62b01d178c', hash: '9cc579cc5e84ac35' },
  users: { count: 7, ids: '4dcaa1d60984795d', hash: '6f0fc5c3ac47d5f3' },
  contacts: { count: 139, ids: 'ab317c8d5bfc98c3', hash: '2b7bb508afae1d67' },
  shipments: { count: 560, ids: 'ce098a7a73f72d87', hash: '6e9e2ff00b86cd8a' },
  shipmentIdByNumber: { count: 560, ids: '2cf0fb3364b0dc68', hash: 'f6a96ebcdc905479' },
  tenders: { count: 149, ids: 'd22dbbe1a28ec7b0', hash: 'ee844c8bccf39233' },
  rateRequests: { count: 59, ids: '2f7cb21e0a61e453', hash: '7293ecb1c5d79c2a' },
  equipment: { count: 27, ids: '9fb2ed62b01d178c', hash: '5f2c8add7adc0b93' },
  savedLanes: { count: 16, ids: '178ed319f345ace1', hash: '4c5a69bce73881c8' },
  thirdPartyInvoices: { count: 209, ids: '8a73b254a5253e97', hash: 'be640debc23a9479' },
  apInvoices: { count: 268, ids: '87156080b8c9d5ca', hash: '36247274b318564d' },
  payments: { count: 16, ids: '50094d3b79a20349', hash: '87ebaa9446b1cd9b' },
  auditHistory: { count: 209, ids: '8a73b254a5253e97', hash: '28269cca6900224e' },
  cases: { count: 130, ids: '90b5bcc06ff6f65a', hash: 'b46e1c25cc19ecd7' },
  notes: { count: 157, ids: 'd00a97812c642cf1', hash: '5900a57e3cd061e7' },
  documents: { count: 978, ids: 'a9760741a18619e8', hash: '4e4535ead8c38df8' },
  passwordResets: { count: 0, ids: '4f53cda18c2baa0c', hash: '4f53cda18c2baa0c' },
  driverTokens: { count: 1, ids: '5f92f072e2da18aa', hash: 'e193b41cc4f1166c' },
  sequences: { hash: '692fe4dee246f845' },
  'shipper.orders': { count: 224, ids: '3596454edbf6b186', hash: '911c86ca856c528e' },
  'shipper.locations': { count: 111, ids: 'd37c9a48923480ab', hash: '789eda9b9a4ca493' },
  'shipper.dockSchedules': { count: 14, ids: '944965d207ea6ff9', hash: 'f41fc0a33141dad6' },
  'shipper.shipments': { count: 89, ids: '5b658da64b7ff4f0', hash: '4cc43a02e1d5f119' },
  'shipper.filterSets': { count: 6, hash: '06a8a2fa5fa8976b' },
  'shipper.sequences': { hash: '9dc69ce6d5cb6b10' },
};

// The benchmark records change only the collections they add to (and the shipment number sequence).
const EXPECTED_WITH_BULK = {
  ...EXPECTED,
  shipments: { count: 590, ids: '7b6ae2098d6d6c83', hash: '16038fbd1cda1722' },
  shipmentIdByNumber: { count: 590, ids: '4d4644445e752c2d', hash: '9c348042dfe6d70a' },
  thirdPartyInvoices: { count: 214, ids: 'ccc8c3f3cb6efef5', hash: 'e64fb8d3cd85ceba' },
  documents: { count: 988, ids: 'fd813dee55d864bd', hash: '92de32265d883c12' },
  sequences: { hash: 'ee7232517dea1083' },
};
