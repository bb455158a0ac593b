// Why a remote did not load, as values the loader and the status page can tell apart.
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

/** The remote was built against another shared-contracts major: refused, never retried (the loader tries an earlier release). */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly app: RemoteApp | string,
    readonly remoteContracts: string,
    readonly hostContracts: string,
  ) {
    super(
      `${app} was built against shared-contracts ${remoteContracts}; the host runs ${hostContracts}. ` +
        'A different major is not compatible: the remote is refused.',
    );
  }
}

/**
 * The release's manifest says this host cannot run it (shared-contracts' remoteIncompatibilities): an
 * export of antd or react-router the host's version lacks, a shared package in another version, a
 * malformed manifest. The loader tries the earlier releases.
 */
export class RefusedReleaseError extends IncompatibleRemoteError {
  override name = 'RefusedReleaseError';
  constructor(
    app: RemoteApp | string,
    readonly reasons: readonly string[],
  ) {
    super(app, '', '');
    this.message = `incompatible: ${reasons.join('; ')}`;
  }
}

/** One attempt took longer than the load timeout. */
export class RemoteLoadTimeoutError extends Error {
  override name = 'RemoteLoadTimeoutError';
  constructor(
    readonly moduleId: string,
    readonly timeoutMs: number,
  ) {
    super(`Loading ${moduleId} took longer than ${timeoutMs} ms`);
  }
}

/** Every attempt on every release failed (or the registry does not list the remote). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly app: RemoteApp,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The federation runtime prefixes the message of an error a plugin threw ('[ Federation Runtime ]: '). */
const RUNTIME_PREFIX = /^\[ Federation Runtime \]: /;

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.replace(RUNTIME_PREFIX, '');
  return String(error);
}
