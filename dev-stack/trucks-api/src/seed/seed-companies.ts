// Companies and carriers: the demo companies first (their ids are fixed), then other carriers and
// shippers; the carriers' payment configurations together cover every payment rule of spec 000 §5, §9.
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { PaymentMethod } from '@trucks/shared-contracts/domain/payment-method';
import { QuickPayOption } from '@trucks/shared-contracts/domain/payment-option';
import type { CarrierPaymentConfiguration } from '../store/wire-types';
import type { CarrierRecord, CompanyRecord } from '../store/records';
import { FREIGHT_CITIES } from './cities';
import type { Faker } from './seeded-faker';

export interface SeededCompanies {
  companies: Map<string, CompanyRecord>;
  carriers: Map<string, CarrierRecord>;
  demoCarrier: CompanyRecord;
  brokerCompany: CompanyRecord;
  demoShipper: CompanyRecord;
  doNotUse: CompanyRecord;
  otherCarriers: CompanyRecord[];
  /** The demo shipper first. */
  shippers: CompanyRecord[];
}

type CarrierFacts = { fleetSize: number; deliveredLast30Days: number; isDoNotUse?: boolean };

const OTHER_CARRIER_CONFIGS: Array<[Partial<CarrierPaymentConfiguration>, CarrierFacts]> = [
  // canBookNow with factoring: Book It Now and QuickPay hidden.
  [
    { canBookNow: true, hasFactoring: true, eligibleForQuickPay: false, quickPayOptions: [] },
    { fleetSize: 22, deliveredLast30Days: 18 },
  ],
  // canBookNow, no factoring, quick pay eligible, large fleet (no small-carrier).
  [
    { canBookNow: true, hasFactoring: false },
    { fleetSize: 60, deliveredLast30Days: 40 },
  ],
  // cannot book now at all.
  [
    { canBookNow: false, portalPaymentBookingTerms: null, eligibleForQuickPay: false, quickPayOptions: [] },
    { fleetSize: 5, deliveredLast30Days: 2 },
  ],
  // small carrier quick pay only, cheque, no terms on file (both default to 0).
  [
    {
      paymentType: PaymentMethod.Check,
      paymentTerms: null,
      portalPaymentBookingTerms: null,
      quickPayOptions: [QuickPayOption.SmallCarrierQuickPay],
      quickPayPercent: null,
    },
    { fleetSize: 4, deliveredLast30Days: 7 },
  ],
];

function paymentConfiguration(overrides: Partial<CarrierPaymentConfiguration>): CarrierPaymentConfiguration {
  return {
    paymentType: PaymentMethod.Ach,
    paymentTerms: 30,
    portalPaymentBookingTerms: 15,
    canBookNow: true,
    hasFactoring: false,
    eligibleForQuickPay: true,
    quickPayOptions: [QuickPayOption.QuickPay],
    quickPayPercent: 0.03,
    ...overrides,
  };
}

export function seedCompanies(faker: Faker): SeededCompanies {
  const companies = new Map<string, CompanyRecord>();
  const company = (
    id: string,
    name: string,
    companyNumber: string,
    kind: CompanyRecord['kind'],
  ): CompanyRecord => {
    const city = faker.helpers.arrayElement(FREIGHT_CITIES);
    const record: CompanyRecord = {
      id,
      name,
      companyNumber,
      kind,
      city: city.city,
      state: city.state,
      postalCode: city.zip,
    };
    companies.set(id, record);
    return record;
  };
  const demo = (which: keyof typeof DEMO_COMPANIES, kind: CompanyRecord['kind']) =>
    company(DEMO_COMPANIES[which].id, DEMO_COMPANIES[which].name, DEMO_COMPANIES[which].number, kind);
  const demoCarrier = demo('carrier', 'carrier');
  demo('factoring', 'factoring');
  const brokerCompany = demo('broker', 'broker');
  const demoShipper = demo('shipper', 'shipper');
  const doNotUse = demo('doNotUse', 'carrier');
  const otherCarriers = Array.from({ length: 24 }, (_, i) =>
    company(
      faker.string.uuid(),
      `${faker.company.name()} ${faker.helpers.arrayElement(['Trucking', 'Transport', 'Logistics', 'Freight Lines'])}`,
      `CAR-${110_000 + i}`,
      'carrier',
    ),
  );
  const shippers = [
    demoShipper,
    ...Array.from({ length: 15 }, (_, i) =>
      company(
        faker.string.uuid(),
        `${faker.company.name()} ${faker.helpers.arrayElement(['Foods', 'Manufacturing', 'Supply', 'Distribution', 'Paper'])}`,
        `CUS-${300_100 + i}`,
        'shipper',
      ),
    ),
  ];
  const seeded = { companies, demoCarrier, brokerCompany, demoShipper, doNotUse, otherCarriers, shippers };
  return { ...seeded, carriers: seedCarriers(faker, seeded) };
}

function seedCarriers(
  faker: Faker,
  parties: Omit<SeededCompanies, 'carriers' | 'companies' | 'shippers' | 'demoShipper'>,
): Map<string, CarrierRecord> {
  const carriers = new Map<string, CarrierRecord>();
  const carrierRecord = (c: CompanyRecord, config: CarrierPaymentConfiguration, facts: CarrierFacts) => {
    carriers.set(c.id, {
      id: c.id,
      name: c.name,
      companyNumber: c.companyNumber,
      mcNumber: `MC${faker.string.numeric(6)}`,
      dotNumber: faker.string.numeric(7),
      fleetSize: facts.fleetSize,
      deliveredShipmentsLast30Days: facts.deliveredLast30Days,
      hasFactoringCompany: config.hasFactoring,
      isDoNotUse: facts.isDoNotUse ?? false,
      logoUrl: `/api/v1/carriers/${c.id}/logo.png`,
      paymentConfiguration: config,
      unsettledInvoiceNotificationSchedule: 'Weekly',
    });
  };
  // The demo carrier: small, no factoring: Book It Now, QuickPay and Small Carrier Quick Pay all offered.
  carrierRecord(
    parties.demoCarrier,
    paymentConfiguration({
      quickPayOptions: [QuickPayOption.QuickPay, QuickPayOption.SmallCarrierQuickPay],
      quickPayPercent: 0.03,
    }),
    { fleetSize: 8, deliveredLast30Days: 12 },
  );
  // The broker: can book now, but its quick-pay percent is missing (the screen's 5 % default).
  carrierRecord(
    parties.brokerCompany,
    paymentConfiguration({ quickPayPercent: null, paymentType: PaymentMethod.Check }),
    { fleetSize: 40, deliveredLast30Days: 30 },
  );
  carrierRecord(
    parties.doNotUse,
    paymentConfiguration({ canBookNow: false, eligibleForQuickPay: false, quickPayOptions: [] }),
    { fleetSize: 3, deliveredLast30Days: 0, isDoNotUse: true },
  );
  parties.otherCarriers.forEach((c, i) => {
    const [config, facts] = OTHER_CARRIER_CONFIGS[i % OTHER_CARRIER_CONFIGS.length]!;
    carrierRecord(c, paymentConfiguration(config), facts);
  });
  return carriers;
}
