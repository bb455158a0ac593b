// Why a remote did not load, as values the loader and the status page can tell apart.
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

/** The remote was built against another shared-contracts major: refused, never retried. */
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
 * The remote imports exports of a library (antd, react-router) that the host's shared module of it (the
 * suite's surface) does not carry under the key the remote takes them from (`antd`, `antd/late`,
 * `react-router`).
 */
export class MissingSharedExportsError extends IncompatibleRemoteError {
  override name = 'MissingSharedExportsError';
  constructor(
    app: RemoteApp | string,
    readonly library: string,
    readonly missing: readonly string[],
  ) {
    super(app, '', '');
    this.message =
      `${app} imports ${missing.join(', ')} from ${library}, which the host's shared ${library} does not ` +
      'carry: release the host and the remote built from the same sources, the host first.';
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

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
