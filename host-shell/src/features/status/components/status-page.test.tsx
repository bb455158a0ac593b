import { screen, within } from '@testing-library/react';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import { renderInShell } from '../../../test/render';
import { FIELD_SUMMARY_URL, FieldHealth, parseFieldHealthSummary } from './field-health';
import { StatusPage } from './status-page';

const SUMMARY = {
  windowMinutes: 60,
  distinctCap: 1000,
  generatedAt: '2026-11-26T12:00:00.000Z',
  rows: [
    {
      remote: 'mf_financials',
      release: '1.0.0-r2',
      loadFailures: 3,
      fallbacks: 7,
      crashes: 0,
      sessions: 1000,
      clients: 412,
      lastAt: '2026-11-26T11:58:00.000Z',
      lastKind: 'fallback',
      lastMessage: 'Live release 1.0.0-r2 did not load (RUNTIME-003); running 1.0.0-r1',
      lastRoute: '/accounting',
    },
    {
      remote: 'mf_loadboard',
      release: '1.0.0-r5',
      loadFailures: 0,
      fallbacks: 0,
      crashes: 2,
      sessions: 1,
      clients: 1,
      lastAt: '2026-11-26T11:40:00.000Z',
      lastKind: 'crash',
      lastMessage: 'TypeError: x is undefined',
      lastRoute: '/available-freight/:id',
    },
  ],
  refused: { oversized: 1, malformed: 0, flooding: 4 },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the status page', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    remoteLoadStore.getState().reset({ mf_financials: '1.0.0-r2', mf_loadboard: '1.0.0-r5' });
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it("shows every browser's reports of the last hour per remote and release, beside this browser's loads", async () => {
    fetchSpy.mockImplementation(async (url) =>
      String(url) === FIELD_SUMMARY_URL ? jsonResponse(SUMMARY) : jsonResponse({}, 404),
    );
    remoteLoadStore.getState().update('mf_financials', {
      status: 'fallback',
      loadedVersion: '1.0.0-r1',
      reason: 'Live release 1.0.0-r2 did not load; running 1.0.0-r1',
    });
    renderInShell(<StatusPage />, { route: '/status' });

    const reports = await screen.findByRole('table', { name: 'Field reports, last 60 minutes' });
    const rows = within(reports).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['mf-financials (Financials)', '1.0.0-r2', '3', '7', '0', '1000+', '412'],
      ['mf-loadboard (Load Board)', '1.0.0-r5', '0', '0', '2', '1', '1'],
    ]);
    expect(within(reports).getByRole('columnheader', { name: 'Sessions' })).toBeInTheDocument();
    expect(within(reports).getByRole('columnheader', { name: 'Clients' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/fallback/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/on \/accounting/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(': TypeError: x is undefined')).toBeInTheDocument();
    expect(
      screen.getByText(/refused by the gateway since it started: 1 oversized, 0 malformed, 4 over a client/),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(FIELD_SUMMARY_URL, expect.objectContaining({ cache: 'no-store' }));

    // This browser's own view is still the first table.
    const remotes = screen.getByRole('table', { name: 'Remotes' });
    expect(
      within(remotes).getByText('Live release 1.0.0-r2 did not load; running 1.0.0-r1'),
    ).toBeInTheDocument();
  });

  it('says when no browser reported anything, and when the gateway cannot tell', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse({ ...SUMMARY, rows: [], refused: { oversized: 0, malformed: 0, flooding: 0 } }),
    );
    const { unmount } = renderInShell(<StatusPage />, { route: '/status' });
    expect(await screen.findByText('No remote failed, fell back or crashed for anyone.')).toBeInTheDocument();
    expect(screen.queryByText(/refused by the gateway/)).not.toBeInTheDocument();
    unmount();

    fetchSpy.mockResolvedValueOnce(jsonResponse({ error: 'not_found' }, 404));
    renderInShell(<StatusPage />, { route: '/status' });
    expect(
      await screen.findByText(`Field reports are unavailable: ${FIELD_SUMMARY_URL} answered 404`),
    ).toBeInTheDocument();
    // The rest of the page is unaffected.
    expect(screen.getByRole('table', { name: 'Remotes' })).toBeInTheDocument();
  });

  it('shows a dash for sessions and clients from a gateway that does not count them', async () => {
    const { distinctCap: _cap, ...older } = SUMMARY;
    const rows = older.rows.map(({ sessions: _s, clients: _c, ...row }) => row);
    renderInShell(<FieldHealth readSummary={async () => ({ ...older, rows })} />);
    const reports = await screen.findByRole('table', { name: 'Field reports, last 60 minutes' });
    const [first] = within(reports).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(5, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['–', '–']);
  });

  it('shows an error, not wrong counts, for a summary of another shape', async () => {
    renderInShell(<FieldHealth readSummary={async () => ({ rows: [{ remote: 'mf_financials' }] })} />);
    expect(
      await screen.findByText(
        `Field reports are unavailable: ${FIELD_SUMMARY_URL} is not a field health summary`,
      ),
    ).toBeInTheDocument();
    expect(() =>
      parseFieldHealthSummary({ ...SUMMARY, rows: [{ ...SUMMARY.rows[0], crashes: '2' }] }),
    ).toThrow();
  });
});
