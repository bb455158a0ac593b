// The red count badges of the shell (spec 000 §2, §6): one query per badge under the shared
// queryKeys.badges.* keys, so a remote's mutation that invalidates a key refreshes the count here.
// Only the badges whose item this user sees are fetched.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { navigationFor, userMenuFor } from '@trucks/shared-contracts/access/navigation';
import type { NavigationBadge } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { useApiQuery } from '@trucks/shared-ui/use-api';

export type ShellBadge = NavigationBadge | 'openAccessRequests';

/** Each badge's count, undefined while unknown (loading, failed, or not this user's). */
export type ShellBadgeCounts = Record<ShellBadge, number | undefined>;

/** What each count counts, for its accessible label: '3 sent tenders'. */
export const BADGE_NOUN: Record<ShellBadge, string> = {
  shipmentsNeedingUpdates: 'shipments needing updates',
  sentTenders: 'sent tenders',
  openRateRequests: 'open rate requests',
  accountingActionRequired: 'shipments with accounting action required',
  newCases: 'new cases',
  openAccessRequests: 'open access requests',
};

/** Spec 000 §6: the admin's access-request count is refreshed every 5 minutes. */
export const ACCESS_REQUEST_REFRESH_MS = 5 * 60 * 1000;

/** One item of the tender and rate request lists is enough: the badge reads totalCount. */
const FIRST_ONE = { page: 1, pageSize: 1 } as const;

/** The badges this user's navigation and user menu show. */
export function visibleBadges(user: LoggedInUser): Set<ShellBadge> {
  const badges = new Set<ShellBadge>();
  for (const group of navigationFor(user)) {
    for (const item of group.items) if (item.kind === 'route' && item.badge) badges.add(item.badge);
  }
  for (const item of userMenuFor(user, { isMobile: false })) {
    if (item.key === 'contacts' && item.badge) badges.add(item.badge);
  }
  return badges;
}

export function useNavigationBadges(user: LoggedInUser | null): ShellBadgeCounts {
  const shown = user ? visibleBadges(user) : new Set<ShellBadge>();

  const shipments = useApiQuery(
    API.shipments.totalCount,
    queryKeys.badges.shipmentsNeedingUpdates,
    { query: SHIPMENT_COUNT_GROUPS.needsUpdates },
    { enabled: shown.has('shipmentsNeedingUpdates') },
  );
  const tenders = useApiQuery(
    API.loadboard.tenders,
    queryKeys.badges.sentTenders,
    { query: { statuses: [TenderResponseStatus.Sent], ...FIRST_ONE } },
    { enabled: shown.has('sentTenders') },
  );
  const rateRequests = useApiQuery(
    API.loadboard.rateRequests,
    queryKeys.badges.openRateRequests,
    { query: { carrierId: user?.companyId ?? '', statuses: [TenderResponseStatus.Sent], ...FIRST_ONE } },
    { enabled: shown.has('openRateRequests') },
  );
  const accounting = useApiQuery(
    API.financials.apInvoiceSummary,
    queryKeys.badges.accountingActionRequired,
    { query: {} },
    { enabled: shown.has('accountingActionRequired') },
  );
  const cases = useApiQuery(
    API.casesNotesDocuments.countStats,
    queryKeys.badges.newCases,
    { query: {} },
    { enabled: shown.has('newCases') },
  );
  const accessRequests = useApiQuery(
    API.account.openAccessRequestCount,
    queryKeys.badges.openAccessRequests,
    {},
    { enabled: shown.has('openAccessRequests'), refetchInterval: ACCESS_REQUEST_REFRESH_MS },
  );

  const when = (badge: ShellBadge, count: number | undefined) => (shown.has(badge) ? count : undefined);
  return {
    shipmentsNeedingUpdates: when('shipmentsNeedingUpdates', shipments.data?.totalCount),
    sentTenders: when('sentTenders', tenders.data?.totalCount),
    openRateRequests: when('openRateRequests', rateRequests.data?.totalCount),
    accountingActionRequired: when(
      'accountingActionRequired',
      accounting.data?.statuses.find((row) => row.status === ApInvoiceStatusFilter.UnInvoiced)?.shipmentCount,
    ),
    newCases: when('newCases', cases.data?.new),
    openAccessRequests: when('openAccessRequests', accessRequests.data?.count),
  };
}
