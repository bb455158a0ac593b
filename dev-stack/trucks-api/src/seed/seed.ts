// The deterministic data set: faker with a fixed seed and dates hung off one reference day, so two
// starts on the same day serve the same data and the e2e suite can name ids.
import { faker } from '@faker-js/faker/locale/en_US';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../../../demo-accounts';
import { PaymentMethod } from '@trucks/shared-contracts/domain/payment-method';
import { QuickPayOption } from '@trucks/shared-contracts/domain/payment-option';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { ShipmentStatus, SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import {
  InvoiceStatus,
  AccountingInvoiceStatus,
  ACCOUNTING_INVOICE_STATUS_LABEL,
  INVOICE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/invoice-status';
import {
  CaseStatus,
  CASE_STATUS_LABEL,
  CarrierCaseResolutionType,
  CasePriority,
  CaseSource,
} from '@trucks/shared-contracts/domain/case-status';
import { CaseType, CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { CarrierPaymentConfiguration, LiveEquipment, PowerUnit, Trailer } from '../store/wire-types';
import type { InvoiceCharge } from '../store/wire-types';
import { FREIGHT_CITIES } from './cities';
import { seedFreight, SHIPMENT_COUNT } from './seed-shipments';
import { seedShipper } from './seed-shipper';
import { addBulkRecords } from './seed-bulk';
import type { BulkSeedSize } from './seed-bulk';
import { addDays, addHours, startOfUtcDay } from '../store/clock';
import type {
  CarrierRecord,
  CaseRecord,
  CompanyRecord,
  DocumentRecord,
  EquipmentRecord,
  NoteRecord,
  ShipmentRecord,
} from '../store/records';
import type {
  ApInvoiceRecord,
  ContactRecord,
  PaymentRecord,
  ThirdPartyInvoiceRecord,
  TrucksStore,
  UserRecord,
} from '../store/store';

const SEED = 20_260_101;

export interface SeedOptions {
  /** The day the data set is built around; defaults to today (UTC). */
  referenceDate?: Date;
  /** Extra records for benchmarks (seed-bulk); the base data set is the same with or without them. */
  size?: BulkSeedSize;
}

const CHARGE_TYPES = [
  'Line Haul',
  'Fuel Surcharge',
  'Detention',
  'Lumper',
  'Layover',
  'Tarp',
  'Driver Assist',
];

export function seedStore(options: SeedOptions = {}): TrucksStore {
  const referenceDay = startOfUtcDay(options.referenceDate ?? new Date());
  // One generator, re-seeded per build: every build from the same reference day is identical.
  faker.seed(SEED);
  faker.setDefaultRefDate(referenceDay);

  // Companies: the demo ones first (their ids are fixed), then other carriers and shippers.
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
  const demoCarrier = company(
    DEMO_COMPANIES.carrier.id,
    DEMO_COMPANIES.carrier.name,
    DEMO_COMPANIES.carrier.number,
    'carrier',
  );
  company(
    DEMO_COMPANIES.factoring.id,
    DEMO_COMPANIES.factoring.name,
    DEMO_COMPANIES.factoring.number,
    'factoring',
  );
  const brokerCompany = company(
    DEMO_COMPANIES.broker.id,
    DEMO_COMPANIES.broker.name,
    DEMO_COMPANIES.broker.number,
    'broker',
  );
  const demoShipper = company(
    DEMO_COMPANIES.shipper.id,
    DEMO_COMPANIES.shipper.name,
    DEMO_COMPANIES.shipper.number,
    'shipper',
  );
  const doNotUse = company(
    DEMO_COMPANIES.doNotUse.id,
    DEMO_COMPANIES.doNotUse.name,
    DEMO_COMPANIES.doNotUse.number,
    'carrier',
  );
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

  // Carriers and their payment configurations: together they cover every payment rule of spec 000 §5, §9.
  const carriers = new Map<string, CarrierRecord>();
  const paymentConfiguration = (
    overrides: Partial<CarrierPaymentConfiguration>,
  ): CarrierPaymentConfiguration => ({
    paymentType: PaymentMethod.Ach,
    paymentTerms: 30,
    portalPaymentBookingTerms: 15,
    canBookNow: true,
    hasFactoring: false,
    eligibleForQuickPay: true,
    quickPayOptions: [QuickPayOption.QuickPay],
    quickPayPercent: 0.03,
    ...overrides,
  });
  const carrierRecord = (
    c: CompanyRecord,
    config: CarrierPaymentConfiguration,
    facts: { fleetSize: number; deliveredLast30Days: number; isDoNotUse?: boolean },
  ): CarrierRecord => {
    const record: CarrierRecord = {
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
    };
    carriers.set(c.id, record);
    return record;
  };
  // The demo carrier: small, no factoring: Book It Now, QuickPay and Small Carrier Quick Pay all offered.
  carrierRecord(
    demoCarrier,
    paymentConfiguration({
      quickPayOptions: [QuickPayOption.QuickPay, QuickPayOption.SmallCarrierQuickPay],
      quickPayPercent: 0.03,
    }),
    { fleetSize: 8, deliveredLast30Days: 12 },
  );
  // The broker: can book now, but its quick-pay percent is missing (the screen's 5 % default).
  carrierRecord(
    brokerCompany,
    paymentConfiguration({ quickPayPercent: null, paymentType: PaymentMethod.Check }),
    { fleetSize: 40, deliveredLast30Days: 30 },
  );
  carrierRecord(
    doNotUse,
    paymentConfiguration({ canBookNow: false, eligibleForQuickPay: false, quickPayOptions: [] }),
    { fleetSize: 3, deliveredLast30Days: 0, isDoNotUse: true },
  );
  const otherConfigs: Array<
    [Partial<CarrierPaymentConfiguration>, { fleetSize: number; deliveredLast30Days: number }]
  > = [
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
  otherCarriers.forEach((c, i) => {
    const [config, facts] = otherConfigs[i % otherConfigs.length]!;
    carrierRecord(c, paymentConfiguration(config), facts);
  });

  // Users: the demo accounts, plus contacts of the demo carrier and others for lists and mentions.
  const users = new Map<string, UserRecord>();
  for (const account of DEMO_ACCOUNTS) {
    const { persona, username: _username, password, email: _email, ...user } = account;
    users.set(account.id, {
      ...user,
      companyNumber: companies.get(account.companyId)?.companyNumber,
      password,
      persona,
    } as UserRecord);
  }
  const contacts = new Map<string, ContactRecord>();
  const addContact = (
    c: CompanyRecord,
    roles: string[],
    permissions: string[],
    id: string = faker.string.uuid(),
  ): ContactRecord => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = faker.internet
      .email({ firstName, lastName, provider: `${c.companyNumber.toLowerCase()}.test` })
      .toLowerCase();
    const record: ContactRecord = {
      id,
      firstName,
      lastName,
      functionTitle: faker.person.jobTitle(),
      title: faker.person.jobTitle(),
      roles,
      emailAddresses: [{ value: email, type: 'Work' }],
      phoneNumbers: [{ value: faker.phone.number({ style: 'national' }), type: 'Office' }],
      linkedInProfileUrl: null,
      locations: [],
      permissions,
      is3PL: false,
      isCarrier: c.kind === 'carrier' || c.kind === 'broker',
      fileId: null,
      companyId: c.id,
      companyNumber: c.companyNumber,
      companyName: c.name,
      isPortalEnabled: faker.datatype.boolean(0.7),
      accessLevels: [],
      userName: email,
      isBroker: c.kind === 'broker',
      isBookable: true,
      isOnHold: false,
      deleted: false,
    };
    contacts.set(id, record);
    return record;
  };
  // The demo users are contacts too (profile page, mentions).
  for (const user of users.values()) {
    const c = companies.get(user.companyId)!;
    contacts.set(user.id, {
      ...addContact(c, user.roles, user.permissions, user.id),
      firstName: user.firstName,
      lastName: user.lastName,
      emailAddresses: user.emailAddresses,
      phoneNumbers: user.phoneNumbers,
      userName: user.userName,
      isPortalEnabled: true,
      title: user.title ?? null,
    });
  }
  const driversByCarrier = new Map<
    string,
    { id: string; firstName: string; lastName: string; phoneNumber: string }[]
  >();
  for (const c of [demoCarrier, ...otherCarriers]) {
    const drivers = Array.from({ length: c.id === demoCarrier.id ? 12 : 3 }, () =>
      addContact(c, ['Driver'], ['DriverPortal']),
    );
    if (c.id === demoCarrier.id) {
      const demoDriver = contacts.get(DEMO_ACCOUNTS.find((a) => a.persona === 'driver')!.id)!;
      drivers.unshift(demoDriver);
    }
    driversByCarrier.set(
      c.id,
      drivers.map((d) => ({
        id: d.id,
        firstName: d.firstName,
        lastName: d.lastName,
        phoneNumber: d.phoneNumbers[0]?.value ?? '',
      })),
    );
  }
  for (let i = 0; i < 30; i += 1)
    addContact(
      demoCarrier,
      faker.helpers.arrayElements(['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR'], { min: 1, max: 2 }),
      ['CarrierPortal'],
    );
  for (const c of [brokerCompany, demoShipper, companies.get(DEMO_COMPANIES.factoring.id)!]) {
    for (let i = 0; i < 6; i += 1) addContact(c, ['AP'], []);
  }
  const brokerContacts = Array.from({ length: 12 }, () => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    phoneNumber: faker.phone.number({ style: 'national' }),
    emailAddress: faker.internet.email({ provider: 'trucks.test' }).toLowerCase(),
  }));

  const freight = seedFreight(faker, referenceDay, {
    demoCarrier,
    otherCarriers,
    shippers,
    driversOf: (carrierId) => driversByCarrier.get(carrierId) ?? [],
    brokerContacts,
  });
  if (freight.shipments.length !== SHIPMENT_COUNT) throw new Error('seed: shipment count drifted');

  const shipments = new Map(freight.shipments.map((s) => [s.id, s]));
  const shipmentIdByNumber = new Map(freight.shipments.map((s) => [s.shipmentNumber, s.id]));

  // Equipment: trailers, power units, live equipment, tracking devices per carrier.
  const equipment = new Map<string, EquipmentRecord>();
  for (const c of [demoCarrier, brokerCompany, doNotUse, ...otherCarriers]) {
    const demo = c.id === demoCarrier.id;
    const powerUnits: PowerUnit[] = Array.from({ length: demo ? 8 : 4 }, (_, i) => ({
      id: faker.string.uuid(),
      unitNumber: `PU-${c.companyNumber.slice(-3)}-${String(i + 1).padStart(3, '0')}`,
      make: faker.helpers.arrayElement([
        'Freightliner',
        'Kenworth',
        'Peterbilt',
        'Volvo',
        'International',
        'Mack',
      ]),
      model: faker.helpers.arrayElement(['Cascadia', 'T680', '579', 'VNL 860', 'LT', 'Anthem']),
      year: faker.number.int({ min: 2014, max: 2026 }),
      licensePlate: faker.vehicle.vrm(),
      licenseState: c.state,
      isActive: i < (demo ? 7 : 4),
    }));
    const trailers: Trailer[] = Array.from({ length: demo ? 64 : 5 }, (_, i) => ({
      id: faker.string.uuid(),
      trailerNumber: `TR-${c.companyNumber.slice(-3)}-${String(i + 1).padStart(3, '0')}`,
      equipmentType: faker.helpers.arrayElement([
        EquipmentType.Van,
        EquipmentType.Reefer,
        EquipmentType.FlatBed,
        EquipmentType.StepDeck,
        EquipmentType.Conestoga,
      ]),
      length: faker.helpers.arrayElement([48, 53]),
      licensePlate: faker.vehicle.vrm(),
      licenseState: c.state,
      isActive: true,
    }));
    const liveEquipment = powerUnits.slice(0, demo ? 5 : 1).map((unit): LiveEquipment => {
      const at = faker.helpers.arrayElement(FREIGHT_CITIES);
      const to = faker.helpers.arrayElement(FREIGHT_CITIES);
      const availableFrom = addHours(referenceDay, faker.number.int({ min: 2, max: 72 }));
      return {
        id: faker.string.uuid(),
        equipmentType: faker.helpers.arrayElement([
          EquipmentType.Van,
          EquipmentType.Reefer,
          EquipmentType.FlatBed,
        ]),
        originCity: at.city,
        originState: at.state,
        destinationCity: to.city,
        destinationState: to.state,
        availableFrom: availableFrom.toISOString(),
        availableTo: addHours(availableFrom, 24).toISOString(),
        latitude: at.latitude,
        longitude: at.longitude,
        powerUnitId: unit.id,
      };
    });
    const trackingDevices = powerUnits.map((unit) => ({
      id: faker.string.uuid(),
      provider: faker.helpers.arrayElement(['Samsara', 'Geotab', 'Motive']),
      deviceIdentifier: faker.string.alphanumeric({ length: 12, casing: 'upper' }),
      powerUnitNumber: unit.unitNumber,
      lastPingAt: addHours(referenceDay, -faker.number.int({ min: 0, max: 48 })).toISOString(),
    }));
    equipment.set(c.id, { carrierId: c.id, trailers, powerUnits, liveEquipment, trackingDevices });
  }
  // Booked freight carries the carrier's equipment, trips group a driver's back-to-back loads.
  let tripNumber = 9000;
  for (const shipment of freight.shipments) {
    if (!shipment.carrierId || shipment.status < ShipmentStatus.Dispatched) continue;
    const own = equipment.get(shipment.carrierId);
    const trailer = own ? faker.helpers.arrayElement(own.trailers) : undefined;
    const unit = own ? faker.helpers.arrayElement(own.powerUnits) : undefined;
    shipment.equipment = {
      trailerId: trailer?.id,
      trailerNumber: trailer?.trailerNumber,
      powerUnitId: unit?.id,
      powerUnitNumber: unit?.unitNumber,
    };
    const origin = shipment.stops[0]!;
    shipment.activity = [
      {
        timeStamp: addHours(new Date(shipment.pickupAt), -3).toISOString(),
        description: 'Dispatched',
        city: origin.city,
        state: origin.state,
      },
      ...(shipment.status >= ShipmentStatus.InTransit
        ? [
            {
              timeStamp: addHours(new Date(shipment.pickupAt), 1).toISOString(),
              description: 'Departed pickup',
              city: origin.city,
              state: origin.state,
            },
          ]
        : []),
    ];
    if (shipment.needsUpdates) {
      shipment.trackingProblems = [
        {
          id: faker.string.uuid(),
          description: faker.helpers.arrayElement([
            'No location update in 4 hours',
            'ELD connection lost',
            'Driver app not sending pings',
          ]),
          reportedAt: addHours(referenceDay, -faker.number.int({ min: 1, max: 12 })).toISOString(),
        },
      ];
    }
  }
  const demoMoving = freight.shipments.filter(
    (s) =>
      s.carrierId === demoCarrier.id &&
      s.status >= ShipmentStatus.Dispatched &&
      s.status <= ShipmentStatus.Delivered,
  );
  for (let i = 0; i + 1 < demoMoving.length; i += 3) {
    const tripId = `trip-${tripNumber++}`;
    demoMoving[i]!.tripId = tripId;
    demoMoving[i + 1]!.tripId = tripId;
  }
  // Orders behind the shipper's freight (order dropoffs of a shipment).
  let orderNumber = 7_000_001;
  for (const shipment of freight.shipments) {
    shipment.orderNumbers = [String(orderNumber++)];
  }

  // Saved lanes of the demo carrier's users.
  const savedLanes = new Map<string, TrucksStore['savedLanes'] extends Map<string, infer L> ? L : never>();
  for (const account of DEMO_ACCOUNTS.filter(
    (a) => a.companyId === demoCarrier.id || a.companyId === brokerCompany.id,
  )) {
    for (let i = 0; i < 4; i += 1) {
      const [from, to] = faker.helpers.arrayElements(FREIGHT_CITIES, 2);
      const id = faker.string.uuid();
      savedLanes.set(id, {
        id,
        ownerUserId: account.id,
        name: `${from!.city} to ${to!.city}`,
        originCity: from!.city,
        originState: from!.state,
        originRadius: faker.helpers.arrayElement([50, 100, 150]),
        destinationCity: to!.city,
        destinationState: to!.state,
        destinationRadius: faker.helpers.arrayElement([50, 100, 150]),
        equipmentTypes: faker.helpers.arrayElement([
          0,
          EquipmentType.Van,
          EquipmentType.Reefer,
          EquipmentType.Van | EquipmentType.Reefer,
          EquipmentType.FlatBed,
        ]),
        notify: faker.datatype.boolean(0.6),
        createdDateTime: addDays(referenceDay, -faker.number.int({ min: 3, max: 200 })).toISOString(),
      });
    }
  }

  // Money: AP invoices for every booked shipment, third-party payer invoices for delivered ones, payments.
  const documents = new Map<string, DocumentRecord>();
  const addDocument = (
    doc: Omit<DocumentRecord, 'id' | 'fileURL' | 'bytes' | 'createdDateTime'> & {
      id?: string;
      createdDateTime?: string;
    },
  ): DocumentRecord => {
    const id = doc.id ?? faker.string.uuid();
    const record: DocumentRecord = {
      ...doc,
      id,
      fileURL: `/api/v1/documents/${id}`,
      bytes: null,
      createdDateTime: doc.createdDateTime ?? referenceDay.toISOString(),
    };
    documents.set(id, record);
    return record;
  };
  const apInvoices = new Map<string, ApInvoiceRecord>();
  const thirdPartyInvoices = new Map<string, ThirdPartyInvoiceRecord>();
  const payments = new Map<string, PaymentRecord>();
  const auditHistory = new Map<
    string,
    TrucksStore['auditHistory'] extends Map<string, infer A> ? A : never
  >();
  let invoiceNumber = 500_001;
  let checkNumber = 880_001;
  const paidByCarrier = new Map<string, ApInvoiceRecord[]>();

  for (const shipment of freight.shipments) {
    if (!shipment.carrierId || shipment.status < ShipmentStatus.Booked) continue;
    const first = shipment.stops[0]!;
    const last = shipment.stops[shipment.stops.length - 1]!;
    const lineHaul = shipment.maxBuy;
    const delivered = shipment.status >= ShipmentStatus.Delivered;
    const accountingStatus: ApInvoiceRecord['status'] = !delivered
      ? AccountingInvoiceStatus.Draft
      : shipment.status === ShipmentStatus.Delivered
        ? faker.helpers.arrayElement([
            AccountingInvoiceStatus.Draft,
            AccountingInvoiceStatus.Received,
            AccountingInvoiceStatus.Settled,
          ])
        : faker.helpers.arrayElement([
            AccountingInvoiceStatus.Settled,
            AccountingInvoiceStatus.PaidInFull,
            AccountingInvoiceStatus.PaidInFull,
          ]);
    const invoiced = accountingStatus !== AccountingInvoiceStatus.Draft;
    const paid = accountingStatus === AccountingInvoiceStatus.PaidInFull;
    const ap: ApInvoiceRecord = {
      id: faker.string.uuid(),
      invoiceNumber: invoiced ? `AP${invoiceNumber++}` : null,
      shipmentId: shipment.id,
      shipmentNumber: shipment.shipmentNumber,
      shipmentDate: shipment.pickupAt,
      invoiceDate: invoiced ? addDays(new Date(shipment.deliveryAt), 1).toISOString() : null,
      status: accountingStatus,
      statusDescription: ACCOUNTING_INVOICE_STATUS_LABEL[accountingStatus],
      amount: lineHaul,
      paidAmount: paid ? lineHaul : 0,
      fees: 0,
      expectedPayDate: invoiced ? addDays(new Date(shipment.deliveryAt), 30).toISOString() : null,
      paidDate: null,
      originCityState: `${first.city}, ${first.state}`,
      destinationCityState: `${last.city}, ${last.state}`,
      missingDocuments: invoiced ? [] : ['Proof of Delivery'],
      carrierId: shipment.carrierId,
      checkNumber: null,
    };
    apInvoices.set(ap.id, ap);
    if (paid) paidByCarrier.set(shipment.carrierId, [...(paidByCarrier.get(shipment.carrierId) ?? []), ap]);

    // Rate confirmation and bill of lading for every booked load; proof of delivery once delivered.
    addDocument({
      name: `Rate Confirmation ${shipment.shipmentNumber}.pdf`,
      extension: 'pdf',
      fileType: DocumentFileType.SignedRateConfirmation,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      entityDescription: `Shipment ${shipment.shipmentNumber}`,
      ownerCompanyId: null,
      required: false,
      contentType: 'application/pdf',
      render: {
        kind: 'pdf',
        title: `Rate Confirmation ${shipment.shipmentNumber}`,
        lines: rateConfirmationLines(shipment, companies.get(shipment.carrierId)!.name),
      },
    });
    if (delivered) {
      addDocument({
        name: `POD ${shipment.shipmentNumber}.pdf`,
        extension: 'pdf',
        fileType: DocumentFileType.ProofOfDelivery,
        entityType: EntityType.Shipment,
        entityId: shipment.id,
        entityDescription: `Shipment ${shipment.shipmentNumber}`,
        ownerCompanyId: shipment.carrierId,
        required: false,
        contentType: 'application/pdf',
        render: {
          kind: 'pdf',
          title: `Proof of Delivery ${shipment.shipmentNumber}`,
          lines: [
            `Delivered to ${last.locationName ?? last.city}`,
            `${last.city}, ${last.state} ${last.zip}`,
            `Signed: ${faker.person.fullName()}`,
          ],
        },
      });
      if (faker.datatype.boolean(0.3)) {
        addDocument({
          name: `Trailer photo ${shipment.shipmentNumber}.png`,
          extension: 'png',
          fileType: DocumentFileType.TrailerPicture,
          entityType: EntityType.Shipment,
          entityId: shipment.id,
          entityDescription: `Shipment ${shipment.shipmentNumber}`,
          ownerCompanyId: shipment.carrierId,
          required: false,
          contentType: 'image/png',
          render: { kind: 'png', seed: Number(shipment.shipmentNumber) },
        });
      }
    }

    // Third-party payer invoices: the demo carrier's 3PL network bills most of its delivered freight.
    if (
      shipment.status >= ShipmentStatus.Booked &&
      (shipment.carrierId === demoCarrier.id || faker.datatype.boolean(0.4))
    ) {
      const status: InvoiceStatus = !delivered
        ? InvoiceStatus.Draft
        : faker.helpers.weightedArrayElement([
            { weight: 3, value: InvoiceStatus.Draft },
            { weight: 3, value: InvoiceStatus.Received },
            { weight: 2, value: InvoiceStatus.Settled },
            { weight: 3, value: InvoiceStatus.PaidInFull },
          ]);
      const charges: InvoiceCharge[] = [
        { description: 'Line haul', chargeTypeName: 'Line Haul', rate: lineHaul, units: 1 },
        {
          description: 'Fuel surcharge per mile',
          chargeTypeName: 'Fuel Surcharge',
          rate: 0.45,
          units: Math.round(shipment.miles),
        },
        ...faker.helpers.arrayElements(CHARGE_TYPES.slice(2), { min: 0, max: 2 }).map((name) => ({
          description: name,
          chargeTypeName: name,
          rate: faker.number.int({ min: 50, max: 150 }),
          units: faker.number.int({ min: 1, max: 3 }),
        })),
      ];
      const total = Math.round(charges.reduce((sum, c) => sum + c.rate * c.units, 0) * 100) / 100;
      const fee =
        status === InvoiceStatus.PaidInFull
          ? total
          : status === InvoiceStatus.Settled
            ? Math.round(total * 0.03 * 100) / 100
            : 0;
      const id = faker.string.uuid();
      const number = `TP${invoiceNumber++}`;
      const customer = companies.get(shipment.customerId)!;
      const withFactoring = carriers.get(shipment.carrierId)?.hasFactoringCompany ?? false;
      const requiredTypes = [DocumentFileType.ProofOfDelivery, DocumentFileType.ApInvoice];
      let uploaded = 0;
      for (const fileType of requiredTypes) {
        const present = delivered && faker.datatype.boolean(0.6);
        if (present) uploaded += 1;
        addDocument({
          name: fileType === DocumentFileType.ProofOfDelivery ? `POD ${number}.pdf` : `Invoice ${number}.pdf`,
          extension: 'pdf',
          fileType,
          entityType: EntityType.ThirdParty,
          entityId: id,
          entityDescription: `Invoice ${number}`,
          ownerCompanyId: shipment.carrierId,
          required: !present,
          contentType: 'application/pdf',
          render: present
            ? {
                kind: 'pdf',
                title: `${fileType === DocumentFileType.ProofOfDelivery ? 'Proof of Delivery' : 'Invoice'} ${number}`,
                lines: [`Shipment ${shipment.shipmentNumber}`, `Amount $${total.toFixed(2)}`],
              }
            : null,
        });
      }
      thirdPartyInvoices.set(id, {
        invoiceId: id,
        invoiceNumber: number,
        shipmentNumber: shipment.shipmentNumber,
        customerName: customer.name,
        carrierLogoURL: null,
        status: { status, description: INVOICE_STATUS_LABEL[status] },
        shipmentStatus: { description: SHIPMENT_STATUS_LABEL[shipment.status] },
        invoiceAmount: total,
        feeAndBalance: fee,
        dueDateTimeStamp: delivered ? addDays(new Date(shipment.deliveryAt), 30).toISOString() : null,
        createDateTimeStamp: addDays(new Date(shipment.pickupAt), -1).toISOString(),
        numberOfRequiredDocuments: requiredTypes.length,
        numberOfUploadedRequiredDocuments: uploaded,
        detail: {
          id,
          invoiceNumber: number,
          shipmentId: shipment.id,
          externalInvoiceNumber: status === InvoiceStatus.Draft ? null : `EXT-${faker.string.numeric(6)}`,
          externalInvoiceAmount: status === InvoiceStatus.Draft ? null : total,
          status: { status, description: INVOICE_STATUS_LABEL[status] },
          thirdPartPayerBillingSettingsId: faker.string.uuid(),
          balance: Math.round((total - fee) * 100) / 100,
          total,
          factoringCompany: withFactoring
            ? {
                id: DEMO_COMPANIES.factoring.id,
                name: DEMO_COMPANIES.factoring.name,
                addressLine1: 'PO Box 1200',
                city: 'Wichita',
                state: 'KS',
                postalCode: '67201',
              }
            : null,
          charges,
        },
        carrierId: shipment.carrierId,
        shipmentId: shipment.id,
        loadDate: shipment.pickupAt,
        isAuditable: faker.datatype.boolean(0.85),
        actionRequired: delivered && status === InvoiceStatus.Draft,
      });
      auditHistory.set(id, [
        {
          id: faker.string.uuid(),
          timeStamp: addDays(new Date(shipment.pickupAt), -1).toISOString(),
          changedBy: 'system',
          field: 'status',
          oldValue: null,
          newValue: InvoiceStatus.Draft,
        },
        ...(status !== InvoiceStatus.Draft
          ? [
              {
                id: faker.string.uuid(),
                timeStamp: addDays(new Date(shipment.deliveryAt), 1).toISOString(),
                changedBy: 'AP team',
                field: 'status',
                oldValue: InvoiceStatus.Draft,
                newValue: status,
              },
            ]
          : []),
      ]);
    }
  }

  // Payments: paid AP invoices grouped five to a check (or ACH transfer).
  for (const [carrierId, paid] of paidByCarrier) {
    const method = carriers.get(carrierId)?.paymentConfiguration.paymentType ?? PaymentMethod.Ach;
    for (let i = 0; i < paid.length; i += 5) {
      const group = paid.slice(i, i + 5);
      const number = String(checkNumber++);
      const details = group.map((ap) => {
        const quickPayFee = faker.datatype.boolean(0.2) ? Math.round(ap.amount * 0.03 * 100) / 100 : 0;
        ap.checkNumber = number;
        ap.fees = quickPayFee;
        ap.paidAmount = Math.round((ap.amount - quickPayFee) * 100) / 100;
        return {
          invoiceNumber: ap.invoiceNumber ?? '',
          shipmentNumber: ap.shipmentNumber,
          invoiceAmount: ap.amount,
          fees: quickPayFee,
          paidAmount: ap.paidAmount,
        };
      });
      const latest = group.reduce(
        (max, ap) => (ap.expectedPayDate && ap.expectedPayDate > max ? ap.expectedPayDate : max),
        '',
      );
      const paymentDate =
        latest && latest < referenceDay.toISOString()
          ? latest
          : addDays(referenceDay, -faker.number.int({ min: 1, max: 80 })).toISOString();
      for (const ap of group) ap.paidDate = paymentDate;
      payments.set(number, {
        checkNumber: number,
        paymentDate,
        paymentMethod: method,
        amount: Math.round(details.reduce((sum, d) => sum + d.paidAmount, 0) * 100) / 100,
        invoiceCount: details.length,
        payeeName: companies.get(carrierId)?.name ?? '',
        carrierId,
        details,
      });
    }
  }

  // Cases (accessorial requests) with comments and history; most about the demo carrier's freight.
  const cases = new Map<string, CaseRecord>();
  const notes = new Map<string, NoteRecord>();
  const internalStaff = Array.from({ length: 6 }, () => ({
    id: faker.string.uuid(),
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
  }));
  const caseTypes = Object.values(CaseType);
  const statuses = Object.values(CaseStatus);
  const casedShipments = faker.helpers.arrayElements(
    freight.shipments.filter((s) => s.carrierId && s.status >= ShipmentStatus.Booked),
    130,
  );
  let caseNumber = 60_001;
  for (const shipment of casedShipments) {
    const carrierId = shipment.carrierId!;
    const status = faker.helpers.arrayElement(statuses);
    const resolution =
      status === CaseStatus.Resolved
        ? faker.helpers.arrayElement([
            CarrierCaseResolutionType.Paid,
            CarrierCaseResolutionType.Declined,
            CarrierCaseResolutionType.None,
          ])
        : CarrierCaseResolutionType.None;
    const id = faker.string.uuid();
    const caseType = faker.helpers.arrayElement(caseTypes);
    const createdAt = addHours(new Date(shipment.pickupAt), faker.number.int({ min: 1, max: 48 }));
    const assignee = faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(internalStaff) : null;
    const carrierName = companies.get(carrierId)!.name;
    const caseRecord: CaseRecord = {
      id,
      caseNumber: String(caseNumber++),
      caseType,
      status,
      statusDescription: CASE_STATUS_LABEL[status],
      carrierCaseResolutionType: resolution,
      isVoided: status === CaseStatus.Voided,
      involvedParties: [
        { id: carrierId, name: carrierName, partyType: 'Carrier' },
        { id: shipment.customerId, name: companies.get(shipment.customerId)!.name, partyType: 'Customer' },
      ],
      priority: faker.helpers.arrayElement(Object.values(CasePriority)),
      source: faker.helpers.arrayElement(Object.values(CaseSource)),
      shipmentId: shipment.id,
      shipmentNumber: shipment.shipmentNumber,
      orderId: null,
      subject: `${CASE_TYPE_LABEL[caseType]} on shipment ${shipment.shipmentNumber}`,
      description: faker.helpers.arrayElement([
        'Driver waited 4 hours at the receiver.',
        'Lumper fee paid at delivery, receipt attached.',
        'Appointment moved by the shipper; requesting layover.',
        'Trailer rejected at pickup for odour.',
        'Detention at pickup beyond two free hours.',
      ]),
      requestedAmount: faker.datatype.boolean(0.6) ? faker.number.int({ min: 75, max: 600 }) : null,
      assignee: assignee ? `${assignee.firstName} ${assignee.lastName}` : null,
      createdDateTime: createdAt.toISOString(),
      updatedDateTime: addHours(createdAt, faker.number.int({ min: 1, max: 72 })).toISOString(),
      carrierId,
      customerId: shipment.customerId,
      comments: [],
      history: [],
    };
    const commentCount = faker.number.int({ min: 1, max: 4 });
    for (let i = 0; i < commentCount; i += 1) {
      const byCarrier = i % 2 === 0;
      const author = byCarrier
        ? { firstName: 'Carrier', lastName: 'Dispatch' }
        : faker.helpers.arrayElement(internalStaff);
      const text = faker.helpers.arrayElement([
        'Receipt attached.',
        'We are reviewing the request.',
        'Please send the signed BOL.',
        'Approved for the requested amount.',
        'Driver confirms times on the BOL.',
      ]);
      caseRecord.comments.push({
        id: faker.string.uuid(),
        content: text,
        jsonContent: draftJson(text),
        htmlContent: `<p>${text}</p>`,
        timeStamp: addHours(createdAt, i * 5 + 1).toISOString(),
        createdBy: { firstName: author.firstName, lastName: author.lastName, profilePicture: null },
        caseId: id,
        isReadOnly: !byCarrier,
        allowPortalAccess: byCarrier || faker.datatype.boolean(0.7),
      });
    }
    caseRecord.history = [
      {
        id: faker.string.uuid(),
        timeStamp: createdAt.toISOString(),
        description: 'Case created',
        changedBy: carrierName,
      },
      ...(status !== CaseStatus.New
        ? [
            {
              id: faker.string.uuid(),
              timeStamp: addHours(createdAt, 2).toISOString(),
              description: `Status changed to ${CASE_STATUS_LABEL[status]}`,
              changedBy: assignee ? `${assignee.firstName} ${assignee.lastName}` : 'system',
            },
          ]
        : []),
    ];
    cases.set(id, caseRecord);
    if (faker.datatype.boolean(0.4)) {
      addDocument({
        name: `Receipt ${caseRecord.caseNumber}.png`,
        extension: 'png',
        fileType: DocumentFileType.ShipmentMiscellaneous,
        entityType: EntityType.Case,
        entityId: id,
        entityDescription: `Case ${caseRecord.caseNumber}`,
        ownerCompanyId: carrierId,
        required: false,
        contentType: 'image/png',
        render: { kind: 'png', seed: caseNumber },
      });
    }
  }

  // One long document, for the viewer's paging and its benchmark: a 20-page detention log on the demo
  // carrier's first case. A fixed id, so the generator (and every record after it) is not moved.
  const firstDemoCase = [...cases.values()].find((c) => c.carrierId === demoCarrier.id);
  if (firstDemoCase) {
    addDocument({
      id: 'd0c00020-0000-4000-8000-000000000020',
      name: `Detention log ${firstDemoCase.caseNumber}.pdf`,
      extension: 'pdf',
      fileType: DocumentFileType.ShipmentMiscellaneous,
      entityType: EntityType.Case,
      entityId: firstDemoCase.id,
      entityDescription: `Case ${firstDemoCase.caseNumber}`,
      ownerCompanyId: demoCarrier.id,
      required: false,
      contentType: 'application/pdf',
      render: {
        kind: 'pdf',
        title: `Detention log, case ${firstDemoCase.caseNumber}`,
        lines: ['Gate in, dock assignment, loading start and finish, gate out, by the hour.'],
        pages: 20,
      },
    });
  }

  // Notes on shipments and invoices (the notes panel), some internal.
  const demoAdmin = users.get(DEMO_ACCOUNTS[0]!.id)!;
  const notedShipments = freight.shipments.filter((s) => s.carrierId === demoCarrier.id).slice(0, 80);
  for (const shipment of notedShipments) {
    for (let i = 0; i < faker.number.int({ min: 1, max: 3 }); i += 1) {
      const internal = i === 2;
      const text = internal
        ? 'Internal: carrier asked for a rate review.'
        : faker.helpers.arrayElement([
            'Driver is 30 minutes out.',
            'Checked in at the shipper.',
            'Seal number 44120 recorded.',
            'Running on time.',
          ]);
      const id = faker.string.uuid();
      notes.set(id, {
        id,
        noteContent: text,
        noteHTML: `<p>${text}</p>`,
        noteJSON: draftJson(text),
        createDateTime: addHours(new Date(shipment.pickupAt), i * 3).toISOString(),
        creator: internal
          ? {
              firstName: internalStaff[0]!.firstName,
              lastName: internalStaff[0]!.lastName,
              profilePicture: null,
            }
          : { firstName: demoAdmin.firstName, lastName: demoAdmin.lastName, profilePicture: null },
        allowPortalAccess: !internal,
        isReadonly: internal,
        entityId: shipment.id,
        entityType: EntityType.Shipment,
        entityDescription: `Shipment ${shipment.shipmentNumber}`,
        entityLink: `/all-shipments/${shipment.shipmentNumber}/preview`,
        companyId: internal ? null : demoCarrier.id,
        authorUserId: internal ? null : demoAdmin.id,
      });
    }
  }

  const store: TrucksStore = {
    referenceDay,
    companies,
    carriers,
    users,
    contacts,
    shipments,
    shipmentIdByNumber,
    tenders: new Map(freight.tenders.map((t) => [t.id, t])),
    rateRequests: new Map(freight.rateRequests.map((r) => [r.id, r])),
    equipment,
    savedLanes,
    thirdPartyInvoices,
    apInvoices,
    payments,
    auditHistory,
    cases,
    notes,
    documents,
    passwordResets: new Map(),
    // The demo driver's text-message link carries this token (see the README).
    driverTokens: new Map([['demo-driver-token', DEMO_ACCOUNTS.find((a) => a.persona === 'driver')!.id]]),
    sequences: { caseNumber, orderNumber, locationNumber: 1_001, shipmentNumber: 4_100_001 + SHIPMENT_COUNT },
    // Last: it re-seeds the shared generator with its own seed.
    shipper: seedShipper(faker, { referenceDay, companies, shipments }),
  };
  if (options.size) addBulkRecords(store, options.size);
  return store;
}

/** The smallest draft-js raw content holding one paragraph: what the notes editor stores as noteJSON. */
export function draftJson(text: string): string {
  return JSON.stringify({
    blocks: [
      { key: 'a1b2c', text, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    ],
    entityMap: {},
  });
}

function rateConfirmationLines(shipment: ShipmentRecord, carrierName: string): string[] {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  return [
    `Carrier: ${carrierName}`,
    `Shipment: ${shipment.shipmentNumber}`,
    `Pickup: ${first.city}, ${first.state} ${first.zip} at ${first.appointmentDateTime ?? ''}`,
    `Delivery: ${last.city}, ${last.state} ${last.zip} at ${last.appointmentDateTime ?? ''}`,
    `Miles: ${shipment.miles.toFixed(2)}  Weight: ${shipment.weight.toFixed(2)} lbs`,
    `Agreed rate: $${shipment.maxBuy.toFixed(2)} all in`,
  ];
}
