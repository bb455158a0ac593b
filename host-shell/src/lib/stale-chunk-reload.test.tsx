import { screen, waitFor } from '@testing-library/react';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { RemoteRegion, REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import {
  RELOAD_GUARD_MS,
  STALE_CHUNK_RELOAD_KEY,
  isStaleChunkError,
  reloadOnceForStaleChunk,
  staleChunkListener,
} from './stale-chunk-reload';
import type { ReloadEnvironment } from './stale-chunk-reload';

function chunkLoadError(): Error {
  return Object.assign(
    new Error('Loading chunk 731 failed.\n(error: https://localhost:8443/731.3f9a1c2e.js)'),
    { name: 'ChunkLoadError' },
  );
}

/** One browser tab: sessionStorage survives the reload, the clock moves on. */
function tab(startAt = 1_000_000): ReloadEnvironment & { reload: jest.Mock; advance: (ms: number) => void } {
  const storage = new Map<string, string>();
  let now = startAt;
  return {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    reload: jest.fn(),
    now: () => now,
    advance: (ms) => (now += ms),
  };
}

describe('stale chunk reload', () => {
  it('recognises failed chunks and failed dynamic imports, also as the cause of another error', () => {
    expect(isStaleChunkError(chunkLoadError())).toBe(true);
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/app.js')),
    ).toBe(true);
    expect(isStaleChunkError(new Error('remote did not load', { cause: chunkLoadError() }))).toBe(true);
    expect(isStaleChunkError(new Error('RUNTIME-003: failed to get manifest'))).toBe(false);
  });

  it('reloads the page once, and not twice in a row', () => {
    const browser = tab();
    expect(reloadOnceForStaleChunk(chunkLoadError(), browser)).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');

    // The reloaded page hits the same missing chunk: no second reload, the error is shown instead.
    browser.advance(2_000);
    expect(reloadOnceForStaleChunk(chunkLoadError(), browser)).toBe(false);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    const browser = tab();
    reloadOnceForStaleChunk(chunkLoadError(), browser);
    browser.advance(RELOAD_GUARD_MS + 1);
    expect(reloadOnceForStaleChunk(chunkLoadError(), browser)).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const browser = tab();
    expect(reloadOnceForStaleChunk(new Error('render failed'), browser)).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('a remote region with a stale chunk reloads the page once; after that it shows its fallback', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const browser = tab();
    const listener = staleChunkListener(browser);
    window.addEventListener(REMOTE_REGION_ERROR_EVENT, listener);
    try {
      installRemoteLoader(() => Promise.reject(chunkLoadError()));
      const first = renderWithAntd(
        <RemoteRegion module="mf_shipments/routes" props={{ prefix: '/shipments' }} />,
      );
      expect(await screen.findByRole('status', { name: 'Loading Shipments' })).toBeInTheDocument();
      await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('Shipments is unavailable')).not.toBeInTheDocument();
      first.unmount();

      // The page after the reload: same tab, same missing chunk.
      browser.advance(1_500);
      renderWithAntd(<RemoteRegion module="mf_shipments/routes" props={{ prefix: '/shipments' }} />);
      expect(await screen.findByText('Shipments is unavailable')).toBeInTheDocument();
      expect(browser.reload).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(REMOTE_REGION_ERROR_EVENT, listener);
      consoleError.mockRestore();
    }
  });
});
