import { screen, within } from '@testing-library/react';
import { registryWith, release, testConfig } from '../../../test/fixtures';
import { renderInShell } from '../../../test/render';
import { BadReleasesSection } from './bad-releases';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('/status: releases marked bad', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('lists each bad release with why, who and when, read from the registry without cache', async () => {
    const registry = registryWith({
      mf_financials: [
        release('mf_financials', '1.0.0-r1'),
        {
          ...release('mf_financials', '1.0.0-r2'),
          bad: { at: '2026-12-01T09:30:00.000Z', by: 'ops-carla', why: 'spins forever on /accounting' },
        },
        release('mf_financials', '1.0.0-r3'),
      ],
      mf_loadboard: [release('mf_loadboard', '1.0.0-r1')],
    });
    fetchSpy.mockImplementation(async (url) =>
      String(url) === testConfig.registryUrl ? jsonResponse(registry) : jsonResponse({}, 404),
    );
    renderInShell(<BadReleasesSection />);

    const table = await screen.findByRole('table', { name: 'Releases marked bad' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'mf-financials (Financials)',
      '1.0.0-r2',
      'spins forever on /accounting',
      'ops-carla',
      '2026-12-01T09:30:00.000Z',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(fetchSpy).toHaveBeenCalledWith(
      testConfig.registryUrl,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('says when none is marked, and when the registry cannot be read', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(registryWith({ mf_financials: [release('mf_financials', '1.0.0-r1')] })),
    );
    const { unmount } = renderInShell(<BadReleasesSection />);
    expect(await screen.findByText('No release is marked bad.')).toBeInTheDocument();
    unmount();

    fetchSpy.mockResolvedValueOnce(jsonResponse({ error: 'not_found' }, 404));
    renderInShell(<BadReleasesSection />);
    expect(await screen.findByText('The registry could not be read.')).toBeInTheDocument();
  });
});
