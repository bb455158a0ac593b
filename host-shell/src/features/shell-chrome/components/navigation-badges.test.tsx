import { act, fireEvent, screen, within } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { useNavigationOpen } from '../hooks/use-navigation-open';
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import type { BadgeAnswers } from './shell-chrome-test-kit';
import { DESKTOP_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { holdShellReadsFor } from '../../../lib/first-content';

const badge = (name: string) => screen.getByRole('img', { name });

beforeEach(() => {
  localStorage.clear();
  act(() => useNavigationOpen.setState({ isOpen: false }));
  setViewportWidth(DESKTOP_WIDTH);
});
afterEach(() => {
  restoreViewport();
  jest.useRealTimers();
});

describe('red count badges (spec 000 §2: shipments needing updates, sent tenders, open rate requests, accounting action-required shipments, new cases)', () => {
  it("shows the trucks API's counts on their items, each read with its item", async () => {
    answerBadges({
      shipmentsNeedingUpdates: 4,
      sentTenders: 3,
      openRateRequests: 2,
      accountingActionRequired: 6,
      newCases: 1,
      openAccessRequests: 0,
    });
    renderFrame({ user: personas.carrier() });
    expect(await screen.findByRole('img', { name: '4 shipments needing updates' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '3 sent tenders' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '2 open rate requests' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: '6 shipments with accounting action required' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '1 new cases' })).toBeInTheDocument();

    // The item keeps its name and is described by its badge (aria-describedby).
    expect(screen.getByRole('link', { name: 'Tenders' })).toHaveAttribute(
      'aria-describedby',
      badge('3 sent tenders').id,
    );
    expect(screen.getByRole('link', { name: 'Accessorial Requests' })).toHaveAttribute(
      'aria-describedby',
      badge('1 new cases').id,
    );
    expect(within(badge('3 sent tenders')).getByText('3')).toBeInTheDocument();
  });

  it('asks for each count as the spec says: needs-updates shipments booked..delivered, Sent tenders and rate requests of the company, page size 1', async () => {
    const api = answerBadges({ ...NO_BADGES, sentTenders: 1 });
    renderFrame({ user: personas.carrier() });
    await screen.findByRole('img', { name: '1 sent tenders' });
    expect(api.requests(API.shipments.totalCount)[0]?.query).toEqual({
      statuses: ['3', '4', '5', '6', '7'],
      needsUpdates: 'true',
    });
    expect(api.requests(API.loadboard.tenders)[0]?.query).toEqual({
      statuses: 'Sent',
      page: '1',
      pageSize: '1',
    });
    expect(api.requests(API.loadboard.rateRequests)[0]?.query).toEqual({
      carrierId: 'C-100',
      statuses: 'Sent',
      page: '1',
      pageSize: '1',
    });
    expect(api.requests(API.financials.apInvoiceSummary)).toHaveLength(1);
    expect(api.requests(API.casesNotesDocuments.countStats)).toHaveLength(1);
  });

  it('shows no badge for a zero count', async () => {
    const api = answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier() });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.requests(API.loadboard.tenders)).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /sent tenders/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tenders' })).not.toHaveAttribute('aria-describedby');
  });

  it.each<[string, keyof typeof personas, (keyof BadgeAnswers)[]]>([
    ['a driver: shipments only', 'driver', ['shipmentsNeedingUpdates']],
    ['a factoring user: accounting only', 'factoring', ['accountingActionRequired']],
    [
      'a broker: no new cases (no Accessorial Requests)',
      'broker',
      ['shipmentsNeedingUpdates', 'sentTenders', 'openRateRequests', 'accountingActionRequired'],
    ],
    [
      'a carrier admin: every badge and the open access requests',
      'carrierAdmin',
      [
        'shipmentsNeedingUpdates',
        'sentTenders',
        'openRateRequests',
        'accountingActionRequired',
        'newCases',
        'openAccessRequests',
      ],
    ],
  ])('fetches only the badges whose item the user sees: %s', async (_, persona, fetched) => {
    const api = answerBadges(NO_BADGES);
    renderFrame({ user: personas[persona]() });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const callOf: Record<keyof BadgeAnswers, string> = {
      shipmentsNeedingUpdates: API.shipments.totalCount.id,
      sentTenders: API.loadboard.tenders.id,
      openRateRequests: API.loadboard.rateRequests.id,
      accountingActionRequired: API.financials.apInvoiceSummary.id,
      newCases: API.casesNotesDocuments.countStats.id,
      openAccessRequests: API.account.openAccessRequestCount.id,
    };
    expect(new Set(api.requests().map((request) => request.callId))).toEqual(
      new Set(fetched.map((name) => callOf[name])),
    );
  });

  it('refreshes when anyone invalidates its shared key (a remote answering a tender)', async () => {
    const counts = { ...NO_BADGES, sentTenders: 3 };
    answerBadges(counts);
    const { queryClient } = renderFrame({ user: personas.carrier() });
    expect(await screen.findByRole('img', { name: '3 sent tenders' })).toBeInTheDocument();

    counts.sentTenders = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.badges.sentTenders }));
    expect(await screen.findByRole('img', { name: '2 sent tenders' })).toBeInTheDocument();

    counts.sentTenders = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.badges.all }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('img', { name: /sent tenders/ })).not.toBeInTheDocument();
  });

  it('"Admins see the access-request badge (count refreshed every 5 minutes)"', async () => {
    jest.useFakeTimers();
    const counts = { ...NO_BADGES, openAccessRequests: 2 };
    const api = answerBadges(counts);
    renderFrame({ user: personas.carrierAdmin() });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(api.requests(API.account.openAccessRequestCount)).toHaveLength(1);

    counts.openAccessRequests = 5;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LIST_TIMING.accessRequestRefreshMs - 1000);
    });
    expect(api.requests(API.account.openAccessRequestCount)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1100);
    });
    expect(api.requests(API.account.openAccessRequestCount)).toHaveLength(2);
    expect(LIST_TIMING.accessRequestRefreshMs).toBe(5 * 60 * 1000);

    fireEvent.click(screen.getByRole('button', { name: /user menu/i }));
    expect(await screen.findByRole('img', { name: '5 open access requests' })).toBeInTheDocument();
  });

  it("waits for the landing page's first read: its content comes first, then the counts", async () => {
    const api = answerBadges({ ...NO_BADGES, sentTenders: 3 });
    let answerFirstRead!: () => void;
    holdShellReadsFor(new Promise<void>((resolve) => (answerFirstRead = resolve)));
    renderFrame({ user: personas.carrier() });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('link', { name: 'Tenders' })).toBeInTheDocument();
    expect(api.requests(API.loadboard.tenders)).toHaveLength(0);
    expect(api.requests(API.shipments.totalCount)).toHaveLength(0);

    act(() => answerFirstRead());
    expect(await screen.findByRole('img', { name: '3 sent tenders' })).toBeInTheDocument();
    expect(api.requests(API.loadboard.tenders)).toHaveLength(1);
  });

  it('reads the counts anyway when the first read takes longer than the wait', async () => {
    // The clock is the test's: on a busy machine the frame's first render alone took longer than the
    // wait in real time, and the counts had gone out before the check that they had not.
    jest.useFakeTimers();
    const api = answerBadges({ ...NO_BADGES, newCases: 2 });
    holdShellReadsFor(new Promise<void>(() => undefined), 300);
    renderFrame({ user: personas.carrier() });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(290);
    });
    expect(screen.getByRole('link', { name: 'Accessorial Requests' })).toBeInTheDocument();
    expect(api.requests(API.casesNotesDocuments.countStats)).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(await screen.findByRole('img', { name: '2 new cases' })).toBeInTheDocument();
  });
});
