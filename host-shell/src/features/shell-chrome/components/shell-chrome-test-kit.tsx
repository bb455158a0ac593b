// For the shell-chrome tests: persona users, the badge answers of the trucks API, and ShellFrame
// rendered inside the shell's providers at an address.
import type { ReactNode } from 'react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { ApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { ShellFrame } from './shell-frame';
import type { ShellFrameProps } from './shell-frame';

/** The personas of spec 000 §1. */
export const personas = {
  carrierAdmin: () => signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'] }),
  carrier: () => signedInUser({ roles: ['AP'], permissions: ['CarrierPortal'] }),
  driver: () =>
    signedInUser({
      id: 'U-300',
      roles: ['Driver'],
      permissions: ['DriverPortal'],
      firstName: 'Dana',
      lastName: 'Cole',
    }),
  factoring: () =>
    signedInUser({
      id: 'U-400',
      companyId: 'F-400',
      companyName: 'Prairie Factoring',
      roles: ['AR'],
      permissions: ['FactoringCompanyPortal'],
    }),
  broker: () => signedInUser({ roles: ['AP'], permissions: ['CarrierPortal'], isBroker: true }),
  /** The shipper side: no portal permission (shipper@shipper.test). */
  shipper: () =>
    signedInUser({
      id: 'U-600',
      companyId: 'SH-600',
      companyName: 'Gulf Coast Foods',
      roles: [],
      permissions: [],
      isCarrier: false,
    }),
} satisfies Record<string, () => LoggedInUser>;

export interface BadgeAnswers {
  shipmentsNeedingUpdates: number;
  sentTenders: number;
  openRateRequests: number;
  accountingActionRequired: number;
  newCases: number;
  openAccessRequests: number;
}

const sentTender: Tender = {
  id: 'T-5001',
  shipmentId: 'S-7001',
  shipmentNumber: '4100231',
  carrierId: 'C-100',
  status: TenderResponseStatus.Sent,
  shipmentStatus: ShipmentStatus.Tendering,
  rate: { rate: 1850, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
  origin: { city: 'Dallas', state: 'TX' },
  destination: { city: 'Memphis', state: 'TN' },
  pickupDateTime: '2026-03-04T14:00:00Z',
  deliveryDateTime: '2026-03-05T20:00:00Z',
  expirationDateTime: '2026-03-03T18:00:00Z',
  sentDateTime: '2026-03-02T09:30:00Z',
};

const openRateRequest: RateRequest = {
  id: 'RR-6001',
  shipmentId: 'S-7002',
  shipmentNumber: '4100388',
  carrierId: 'C-100',
  status: TenderResponseStatus.Sent,
  shipmentStatus: ShipmentStatus.ReadyToBook,
  origin: { city: 'Houston', state: 'TX' },
  destination: { city: 'Atlanta', state: 'GA' },
  pickupDateTime: '2026-03-06T13:00:00Z',
  carrierRate: null,
  requestedDateTime: '2026-03-02T08:15:00Z',
};

/**
 * Answers the six badge calls as the trucks API does, reading `counts` at each request, so a test can
 * change a count and watch the badge follow.
 */
export function answerBadges(counts: BadgeAnswers, api: ApiDouble = installApiDouble()): ApiDouble {
  return api
    .on(API.shipments.totalCount, () => ({ totalCount: counts.shipmentsNeedingUpdates }))
    .on(API.loadboard.tenders, () => ({
      data: counts.sentTenders > 0 ? [sentTender] : [],
      page: 1,
      pageSize: 1,
      totalCount: counts.sentTenders,
    }))
    .on(API.loadboard.rateRequests, () => ({
      data: counts.openRateRequests > 0 ? [openRateRequest] : [],
      page: 1,
      pageSize: 1,
      totalCount: counts.openRateRequests,
    }))
    .on(API.financials.apInvoiceSummary, () => ({
      statuses: [
        { status: ApInvoiceStatusFilter.All, amount: 48210.5, shipmentCount: 31 },
        {
          status: ApInvoiceStatusFilter.UnInvoiced,
          amount: 9120,
          shipmentCount: counts.accountingActionRequired,
        },
        { status: ApInvoiceStatusFilter.Pending, amount: 3400, shipmentCount: 2 },
        { status: ApInvoiceStatusFilter.Invoiced, amount: 12840.25, shipmentCount: 7 },
        { status: ApInvoiceStatusFilter.Paid, amount: 22850.25, shipmentCount: 16 },
      ],
    }))
    .on(API.casesNotesDocuments.countStats, () => ({
      new: counts.newCases,
      inProgress: 2,
      onHold: 1,
      resolved: 9,
    }))
    .on(API.account.openAccessRequestCount, () => ({ count: counts.openAccessRequests }));
}

export const NO_BADGES: BadgeAnswers = {
  shipmentsNeedingUpdates: 0,
  sentTenders: 0,
  openRateRequests: 0,
  accountingActionRequired: 0,
  newCases: 0,
  openAccessRequests: 0,
};

export interface FrameRenderOptions extends Partial<Omit<ShellFrameProps, 'children'>> {
  user: LoggedInUser;
  route?: string;
  config?: RuntimeConfig;
  page?: ReactNode;
}

/** ShellFrame with a page saying where it is, inside the shell's providers. */
export function renderFrame({ user, route = '/dashboard', config, page, ...props }: FrameRenderOptions) {
  const onLogout = props.onLogout ?? jest.fn();
  const result = renderInShell(
    <ShellFrame
      variant={props.variant ?? 'full'}
      search={props.search ?? null}
      onLogout={onLogout}
      onNavigationIntent={props.onNavigationIntent}
    >
      {page ?? <p>Page content</p>}
    </ShellFrame>,
    { route, user, ...(config ? { config } : {}) },
  );
  return { ...result, onLogout };
}
