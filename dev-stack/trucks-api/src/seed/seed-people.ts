// People: the demo accounts as users (and contacts, for the profile page and mentions), the demo
// carrier's drivers and office contacts, other companies' contacts for lists, and the broker's
// contacts named on loads.
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../../../demo-accounts';
import type { CompanyRecord } from '../store/records';
import type { ContactRecord, UserRecord } from '../store/store';
import type { SeededCompanies } from './seed-companies';
import type { Faker } from './seeded-faker';

interface SeededDriver {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

interface BrokerContact {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  emailAddress: string;
}

export interface SeededPeople {
  users: Map<string, UserRecord>;
  contacts: Map<string, ContactRecord>;
  driversByCarrier: Map<string, SeededDriver[]>;
  brokerContacts: BrokerContact[];
}

export function seedPeople(faker: Faker, parties: SeededCompanies): SeededPeople {
  const { companies, demoCarrier } = parties;
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
  const addContact = contactMaker(faker, contacts);
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
  const driversByCarrier = new Map<string, SeededDriver[]>();
  for (const c of [demoCarrier, ...parties.otherCarriers]) {
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
  for (const c of [parties.brokerCompany, parties.demoShipper, companies.get(DEMO_COMPANIES.factoring.id)!]) {
    for (let i = 0; i < 6; i += 1) addContact(c, ['AP'], []);
  }
  const brokerContacts = Array.from({ length: 12 }, () => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    phoneNumber: faker.phone.number({ style: 'national' }),
    emailAddress: faker.internet.email({ provider: 'trucks.test' }).toLowerCase(),
  }));
  return { users, contacts, driversByCarrier, brokerContacts };
}

/** Adds a contact of a company to the map, with a made-up name, title, e-mail and phone. */
function contactMaker(faker: Faker, contacts: Map<string, ContactRecord>) {
  return (
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
}

export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
}

/** The broker's own staff: they answer cases and write the internal notes. */
export function seedInternalStaff(faker: Faker): StaffMember[] {
  return Array.from({ length: 6 }, () => ({
    id: faker.string.uuid(),
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
  }));
}
