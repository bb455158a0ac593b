// One demo account per persona of the portal. The identity provider signs these people in (the `id`
// is the IdP `sub`); the trucks API turns them into the logged-in user of the portal. One password
// for all of them so a person trying the stack needs to remember one thing (it is in the README).

export const DEMO_PASSWORD = 'Trucks-demo-2026!';

export type DemoPersona =
  'carrier-admin' | 'carrier-user' | 'driver' | 'factoring' | 'broker' | 'shipper' | 'do-not-use-carrier';

/** The companies behind the demo accounts; the seeded data set refers to the same ids. */
export const DEMO_COMPANIES = {
  carrier: {
    id: 'c0a80001-0000-4000-8000-000000000001',
    name: 'Lone Star Haulers LLC',
    number: 'CAR-100001',
  },
  factoring: {
    id: 'c0a80001-0000-4000-8000-000000000002',
    name: 'Prairie Freight Factoring',
    number: 'FAC-200001',
  },
  broker: { id: 'c0a80001-0000-4000-8000-000000000003', name: 'Great Lakes Brokerage', number: 'CAR-100003' },
  shipper: {
    id: 'c0a80001-0000-4000-8000-000000000004',
    name: 'Maple Leaf Foods Distribution',
    number: 'CUS-300001',
  },
  doNotUse: {
    id: 'c0a80001-0000-4000-8000-000000000005',
    name: 'Ridge Transport - Do Not Use',
    number: 'CAR-100005',
  },
} as const;

interface DemoEmailAddress {
  value: string;
  isPrimary: boolean;
}
interface DemoPhoneNumber {
  value: string;
  type: 'Mobile' | 'Office';
  isPrimary: boolean;
}

/** The logged-in user fields of the spec (document 1, section 3), as the API returns them. */
interface DemoLoggedInUser {
  id: string;
  companyId: string;
  companyName: string;
  roles: string[];
  permissions: string[];
  firstName: string;
  lastName: string;
  userName: string;
  title: string;
  emailAddresses: DemoEmailAddress[];
  phoneNumbers: DemoPhoneNumber[];
  has3PLNetwork: boolean;
  isBroker: boolean;
  isBookable: boolean;
  isOnHold: boolean;
  isPortalEnabled: boolean;
  is3PL: boolean;
  isCarrier: boolean;
  fileId: string | null;
  hasAcceptedAccessTermsAndConditions: boolean;
  accessLevels: string[];
  locations: string[];
  linkedInProfileUrl: string | null;
  trackingIntegration: { samsaraIsExpired: boolean };
}

export interface DemoAccount extends DemoLoggedInUser {
  persona: DemoPersona;
  username: string;
  password: string;
  email: string;
}

interface AccountSeed {
  id: string;
  persona: DemoPersona;
  username: string;
  firstName: string;
  lastName: string;
  title: string;
  company: { id: string; name: string };
  roles: string[];
  permissions: string[];
  phone: string;
  flags?: Partial<
    Pick<DemoLoggedInUser, 'has3PLNetwork' | 'isBroker' | 'isCarrier' | 'is3PL' | 'isBookable' | 'isOnHold'>
  >;
  samsaraIsExpired?: boolean;
}

function account(seed: AccountSeed): DemoAccount {
  return {
    id: seed.id,
    persona: seed.persona,
    username: seed.username,
    password: DEMO_PASSWORD,
    email: seed.username,
    companyId: seed.company.id,
    companyName: seed.company.name,
    roles: seed.roles,
    permissions: seed.permissions,
    firstName: seed.firstName,
    lastName: seed.lastName,
    userName: seed.username,
    title: seed.title,
    emailAddresses: [{ value: seed.username, isPrimary: true }],
    phoneNumbers: [{ value: seed.phone, type: 'Mobile', isPrimary: true }],
    has3PLNetwork: seed.flags?.has3PLNetwork ?? false,
    isBroker: seed.flags?.isBroker ?? false,
    isBookable: seed.flags?.isBookable ?? true,
    isOnHold: seed.flags?.isOnHold ?? false,
    isPortalEnabled: true,
    is3PL: seed.flags?.is3PL ?? false,
    isCarrier: seed.flags?.isCarrier ?? true,
    fileId: null,
    hasAcceptedAccessTermsAndConditions: true,
    accessLevels: [],
    locations: [],
    linkedInProfileUrl: null,
    trackingIntegration: { samsaraIsExpired: seed.samsaraIsExpired ?? false },
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    id: 'a0000000-0000-4000-8000-000000000001',
    persona: 'carrier-admin',
    username: 'admin@carrier.test',
    firstName: 'Alice',
    lastName: 'Admin',
    title: 'Operations Manager',
    company: DEMO_COMPANIES.carrier,
    roles: ['Admin'],
    permissions: ['CarrierPortal', 'Admin', 'CarrierBillingSettings'],
    phone: '+1 512 555 0101',
    flags: { has3PLNetwork: true },
    samsaraIsExpired: true,
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000002',
    persona: 'carrier-user',
    username: 'user@carrier.test',
    firstName: 'Carl',
    lastName: 'Carrier',
    title: 'Billing Clerk',
    company: DEMO_COMPANIES.carrier,
    roles: ['BillTo'],
    permissions: ['CarrierPortal'],
    phone: '+1 512 555 0102',
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000003',
    persona: 'driver',
    username: 'driver@carrier.test',
    firstName: 'Dana',
    lastName: 'Driver',
    title: 'Driver',
    company: DEMO_COMPANIES.carrier,
    roles: ['Driver'],
    permissions: ['DriverPortal'],
    phone: '+1 512 555 0103',
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000004',
    persona: 'factoring',
    username: 'ar@factoring.test',
    firstName: 'Frank',
    lastName: 'Factor',
    title: 'Accounts Receivable',
    company: DEMO_COMPANIES.factoring,
    roles: ['AR'],
    permissions: ['FactoringCompanyPortal'],
    phone: '+1 316 555 0104',
    flags: { isCarrier: false },
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000005',
    persona: 'broker',
    username: 'broker@brokerage.test',
    firstName: 'Bree',
    lastName: 'Broker',
    title: 'Freight Broker',
    company: DEMO_COMPANIES.broker,
    roles: ['BillTo'],
    permissions: ['CarrierPortal'],
    phone: '+1 312 555 0105',
    flags: { isBroker: true },
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000006',
    persona: 'shipper',
    username: 'shipper@shipper.test',
    firstName: 'Sam',
    lastName: 'Shipper',
    title: 'Logistics Coordinator',
    company: DEMO_COMPANIES.shipper,
    roles: ['AP'],
    permissions: [],
    phone: '+1 416 555 0106',
    flags: { isCarrier: false },
  }),
  account({
    id: 'a0000000-0000-4000-8000-000000000007',
    persona: 'do-not-use-carrier',
    username: 'user@donotuse.test',
    firstName: 'Doug',
    lastName: 'Ridge',
    title: 'Dispatcher',
    company: DEMO_COMPANIES.doNotUse,
    roles: ['BillTo'],
    permissions: ['CarrierPortal'],
    phone: '+1 406 555 0107',
    flags: { isBookable: false, isOnHold: true },
  }),
];

/** The message a 'Do Not Use' carrier gets on sign-in; the portal looks for 'Do Not Use' in it. */
export const DO_NOT_USE_MESSAGE =
  'This carrier is marked Do Not Use. Please email carrier services to restore access.';
