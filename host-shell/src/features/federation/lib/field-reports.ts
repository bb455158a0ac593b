// Health from the field: this browser tells the gateway when a remote fails to load, runs an earlier
// release instead of the live one, or crashes inside its region's boundary, so ops see on /status and in
// `pnpm remotes` how each release does for real users (ops/src/gateway/field-health.ts counts them).
// This file decides what is reported and stays small, since the shell starts it at every page load;
// field-reporter.ts, which strips and batches the reports and sends them, is loaded on the first one.
import { appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import type { RemoteRegionErrorDetail } from '@trucks/shared-ui/remote-region';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import type { RemoteLoadState } from '../../../lib/remote-load-state';
import type { FieldReport, FieldReporter, FieldReportKind } from './field-reporter';
import { IncompatibleRemoteError, RemoteUnavailableError, describeError } from './remote-load-errors';

/** Reports kept while the reporter loads; more are dropped (the reporter's own rate is lower). */
const MAX_PENDING = 20;

/** Which release a state's report is about: the live one for a failure or fallback. */
function reportOfLoadState(app: RemoteApp, state: RemoteLoadState, route: string): FieldReport | undefined {
  const kind: FieldReportKind | undefined =
    state.status === 'failed' || state.status === 'incompatible'
      ? 'load-failure'
      : state.status === 'fallback'
        ? 'fallback'
        : undefined;
  const release = state.liveVersion;
  if (!kind || !release) return undefined;
  return { kind, remote: app, release, route, message: state.reason ?? state.status };
}

/** The loader's own failures: already reported through the load state, not as crashes. */
function isLoadFailure(error: unknown): boolean {
  return error instanceof RemoteUnavailableError || error instanceof IncompatibleRemoteError;
}

export interface FieldReportsOptions {
  /** The reporter, loaded on the first report; field-reporter.ts's chunk by default. */
  loadReporter?: () => Promise<FieldReporter>;
  store?: typeof remoteLoadStore;
  /** Where region errors and page lifecycle events arrive. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  currentRoute?: () => string;
  isHidden?: () => boolean;
}

/**
 * Reports every remote that ends a load failed, refused or on an earlier release (the load state the
 * federation loader writes, including any reached before this started), and every error a remote
 * region's boundary catches; sends the batch when the page is hidden or left. Returns a stop function.
 */
export function startFieldReports({
  loadReporter = () => import('./field-reporter').then((module) => module.createFieldReporter()),
  store = remoteLoadStore,
  target = window,
  currentRoute = () => window.location.pathname,
  isHidden = () => document.visibilityState === 'hidden',
}: FieldReportsOptions = {}): () => void {
  let reporter: FieldReporter | undefined;
  let loading: Promise<void> | undefined;
  const pending: FieldReport[] = [];
  const report = (next: FieldReport) => {
    if (reporter) {
      reporter.report(next);
      return;
    }
    if (pending.length < MAX_PENDING) pending.push(next);
    loading ??= loadReporter().then(
      (loaded) => {
        reporter = loaded;
        for (const queued of pending.splice(0)) loaded.report(queued);
      },
      // A reporter that cannot load (offline, a deploy removed its chunk) reports nothing.
      () => undefined,
    );
  };
  const reportState = (app: RemoteApp, state: RemoteLoadState) => {
    const next = reportOfLoadState(app, state, currentRoute());
    if (next) report(next);
  };
  for (const [app, state] of Object.entries(store.getState().remotes)) reportState(app as RemoteApp, state);
  const unsubscribe = store.subscribe((current, previous) => {
    for (const [app, state] of Object.entries(current.remotes)) {
      const before = previous.remotes[app as RemoteApp];
      if (state !== before && state.status !== before?.status) reportState(app as RemoteApp, state);
    }
  });

  const onRegionError = (event: Event) => {
    const { module, error } = (event as CustomEvent<RemoteRegionErrorDetail>).detail;
    if (isLoadFailure(error)) return;
    const app = appOfModule(module);
    const state = store.getState().remotes[app];
    const release = state?.loadedVersion ?? state?.liveVersion;
    if (!release) return;
    report({
      kind: 'crash',
      remote: app,
      release,
      route: currentRoute(),
      message: describeError(error),
    });
  };
  const onVisibilityChange = () => {
    if (isHidden()) reporter?.flush();
  };
  const onPageHide = () => reporter?.flush();
  target.addEventListener(REMOTE_REGION_ERROR_EVENT, onRegionError);
  target.addEventListener('visibilitychange', onVisibilityChange);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    target.removeEventListener(REMOTE_REGION_ERROR_EVENT, onRegionError);
    target.removeEventListener('visibilitychange', onVisibilityChange);
    target.removeEventListener('pagehide', onPageHide);
  };
}
