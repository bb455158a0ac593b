// The red count badges of the shell (spec 000 §2, §6): one query per badge under the shared
// queryKeys.badges.* keys, so a remote's mutation that invalidates a key refreshes the count here.
// Only the badges whose item this user sees are fetched, and only once the page the user landed on has
// its first content (lib/first-content.ts: its read first, on a phone's network).
import { useQuery } from '@tanstack/react-query';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { navigationFor, userMenuFor } from '@trucks/shared-contracts/access/navigation';
import type { NavigationBadge } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { useOpenAccessRequestCount } from '../../../api/open-access-requests';
import { useShellReadsAllowed } from '../../../lib/first-content';

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

/** One item of the tender and rate request lists is enough: the badge reads totalCount. */
const FIRST_ONE = { page: 1, pageSize: 1 } as const;

/** The badges this user's navigation and user menu show. */
function visibleBadges(user: LoggedInUser): Set<ShellBadge> {
  const badges = new Set<ShellBadge>();
  for (const group of navigationFor(user)) {
    for (const item of group.items) if (item.kind === 'route' && item.badge) badges.add(item.badge);
  }
  for (const item of userMenuFor(user, { isMobile: false })) {
    if (item.key === 'contacts' && item.badge) badges.add(item.badge);
  }
  return badges;
}

/** Each badge's query: its call, its shared key and the count it reads. */
const badgeQueryOptions = {
  shipmentsNeedingUpdates: () =>
    apiQueryOptions(
      shipmentCalls.totalCount,
      queryKeys.badges.shipmentsNeedingUpdates,
      { query: SHIPMENT_COUNT_GROUPS.needsUpdates },
      { select: (answer) => answer.totalCount },
    ),
  sentTenders: () =>
    apiQueryOptions(
      loadboardCalls.tenders,
      queryKeys.badges.sentTenders,
      { query: { statuses: [TenderResponseStatus.Sent], ...FIRST_ONE } },
      { select: (answer) => answer.totalCount },
    ),
  openRateRequests: (companyId: string) =>
    apiQueryOptions(
      loadboardCalls.rateRequests,
      queryKeys.badges.openRateRequests,
      { query: { carrierId: companyId, statuses: [TenderResponseStatus.Sent], ...FIRST_ONE } },
      { select: (answer) => answer.totalCount },
    ),
  accountingActionRequired: () =>
    apiQueryOptions(
      financialCalls.apInvoiceSummary,
      queryKeys.badges.accountingActionRequired,
      { query: {} },
      {
        select: (answer) =>
          answer.statuses.find((row) => row.status === ApInvoiceStatusFilter.UnInvoiced)?.shipmentCount,
      },
    ),
  newCases: () =>
    apiQueryOptions(
      casesNotesDocumentsCalls.countStats,
      queryKeys.badges.newCases,
      { query: {} },
      { select: (answer) => answer.new },
    ),
};

export function useNavigationBadges(user: LoggedInUser | null): ShellBadgeCounts {
  const shown = user ? visibleBadges(user) : new Set<ShellBadge>();
  const allowed = useShellReadsAllowed();
  const enabled = (badge: ShellBadge) => ({ enabled: allowed && shown.has(badge) });

  const shipments = useQuery({
    ...badgeQueryOptions.shipmentsNeedingUpdates(),
    ...enabled('shipmentsNeedingUpdates'),
  });
  const tenders = useQuery({ ...badgeQueryOptions.sentTenders(), ...enabled('sentTenders') });
  const rateRequests = useQuery({
    ...badgeQueryOptions.openRateRequests(user?.companyId ?? ''),
    ...enabled('openRateRequests'),
  });
  const accounting = useQuery({
    ...badgeQueryOptions.accountingActionRequired(),
    ...enabled('accountingActionRequired'),
  });
  const cases = useQuery({ ...badgeQueryOptions.newCases(), ...enabled('newCases') });
  const accessRequests = useOpenAccessRequestCount(allowed && shown.has('openAccessRequests'));

  const when = (badge: ShellBadge, count: number | undefined) => (shown.has(badge) ? count : undefined);
  return {
    shipmentsNeedingUpdates: when('shipmentsNeedingUpdates', shipments.data),
    sentTenders: when('sentTenders', tenders.data),
    openRateRequests: when('openRateRequests', rateRequests.data),
    accountingActionRequired: when('accountingActionRequired', accounting.data),
    newCases: when('newCases', cases.data),
    openAccessRequests: when('openAccessRequests', accessRequests.data?.count),
  };
}
