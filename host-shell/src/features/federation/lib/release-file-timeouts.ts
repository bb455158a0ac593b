// A release whose mf-manifest.json or remoteEntry.js does not arrive in time is passed over for the
// earlier release. Without a limit a file that never answered held the area on its spinner until the
// loader's attempt timeout, then the runtime's own script timeout, then a second attempt: 37.8 s.
// The runtime plugin below ends the manifest's request (its body included) and the entry's script at
// the limit and records which remote it was; the loader does not ask a timed-out release again (the
// next attempt would wait as long) and goes on to the earlier one.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each of a release's two first files has this long to arrive. */
export const RELEASE_FILE_TIMEOUT_MS = 4_000;

type ReleaseFile = 'mf-manifest.json' | 'remoteEntry.js';

/** A release's manifest or entry did not arrive within the limit. */
class ReleaseFileTimeoutError extends Error {
  override name = 'ReleaseFileTimeoutError';
  constructor(
    readonly remote: string,
    readonly file: ReleaseFile,
    readonly timeoutMs: number,
  ) {
    super(`its ${file} did not arrive within ${timeoutMs / 1000} s`);
  }
}

export interface ReleaseFileTimeouts {
  plugin: ModuleFederationRuntimePlugin;
  /** The limit that ended the remote's last attempt, once; undefined when none did. */
  take: (remote: string) => ReleaseFileTimeoutError | undefined;
}

export interface ReleaseFileTimeoutOptions {
  timeoutMs?: number;
  /** The browser's fetch unless a test says otherwise. */
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The attributes the runtime would set on the entry's script (it skips them when a hook returns one). */
function entryScript(url: string, attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs['type'] === 'module' ? 'module' : 'text/javascript';
  for (const [name, value] of Object.entries({ fetchpriority: 'high', ...attrs })) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type') script.setAttribute(name, String(value));
  }
  script.src = url;
  return script;
}

export function releaseFileTimeouts({
  timeoutMs = RELEASE_FILE_TIMEOUT_MS,
  // eslint-disable-next-line no-restricted-globals -- the runtime's own manifest request, which it would make with fetch
  fetchImpl = (url, init) => fetch(url, init),
}: ReleaseFileTimeoutOptions = {}): ReleaseFileTimeouts {
  const timedOut = new Map<string, ReleaseFileTimeoutError>();
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'trucks-release-file-timeouts',
    // The runtime asks this hook for a manifest (the only file it fetches); the body is read here too,
    // so a response that sends its headers and then stalls is ended as well.
    async fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name ?? url;
      const controller = new AbortController();
      let expired: ReleaseFileTimeoutError | undefined;
      const timer = setTimeout(() => {
        expired = new ReleaseFileTimeoutError(remote, 'mf-manifest.json', timeoutMs);
        timedOut.set(remote, expired);
        controller.abort(expired);
      }, timeoutMs);
      try {
        const response = await fetchImpl(url, { ...init, signal: controller.signal });
        await response.clone().text();
        return response;
      } catch (error) {
        throw expired ?? error;
      } finally {
        clearTimeout(timer);
      }
    },
    // The remote entry: an error event at the limit ends the runtime's wait (its own is 20 s).
    createScript({ url, attrs, remoteInfo }) {
      if (!remoteInfo) return undefined;
      const script = entryScript(url, attrs);
      const timer = setTimeout(() => {
        timedOut.set(
          remoteInfo.name,
          new ReleaseFileTimeoutError(remoteInfo.name, 'remoteEntry.js', timeoutMs),
        );
        script.dispatchEvent(new Event('error'));
      }, timeoutMs);
      const settled = () => clearTimeout(timer);
      script.addEventListener('load', settled, { once: true });
      script.addEventListener('error', settled, { once: true });
      return script;
    },
  };
  return {
    plugin,
    take(remote) {
      const error = timedOut.get(remote);
      timedOut.delete(remote);
      return error;
    },
  };
}
