// One remote region (a route subtree or an embedded widget): its own error boundary and loading state,
// so a remote that fails to load or render shows '<Area> is unavailable' with Retry and nothing else
// breaks. The module is loaded into state (loaded-module.ts), not through Suspense: a module loaded
// before renders at once, and a new one as soon as it has loaded.
import { Component, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Button } from 'antd';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import { REMOTE_AREA, appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteModuleId, RemoteModuleProps } from '@trucks/shared-contracts/federation/remote-modules';
import { useLoadedModule } from './loaded-module';
import { remoteModuleSlot } from './remote-slots';
import type { AnyExposedModule } from './remote-slots';
import { LoadingState } from './loading-state';
import { StatusView } from './status-view';
import { REMOTE_REGION_MOUNTED_EVENT } from './remote-region-events';
import type { RemoteRegionMountedDetail } from './remote-region-events';

/**
 * Dispatched on window (cancelable) when a region catches an error. The host listens to reload the
 * page once on a stale chunk; it calls preventDefault() when it does, and the region keeps showing
 * its loading state instead of the fallback. A window event works across apps although shared-ui is
 * bundled into each app (not a federation singleton).
 */
export const REMOTE_REGION_ERROR_EVENT = 'trucks:remote-region-error';
export interface RemoteRegionErrorDetail {
  module: RemoteModuleId;
  error: unknown;
}

function announceMount(module: RemoteModuleId, mounted: boolean): void {
  window.dispatchEvent(
    new CustomEvent<RemoteRegionMountedDetail>(REMOTE_REGION_MOUNTED_EVENT, { detail: { module, mounted } }),
  );
}

/** Announces the mount once its children's first render is committed (a parent's effect runs after theirs). */
function MountAnnouncer({ module, children }: { module: RemoteModuleId; children: ReactNode }) {
  useEffect(() => {
    announceMount(module, true);
    return () => announceMount(module, false);
  }, [module]);
  return <>{children}</>;
}

function unavailableText(module: RemoteModuleId): string {
  return `${REMOTE_AREA[appOfModule(module)]} is unavailable`;
}

export interface RemoteRegionProps<K extends RemoteModuleId> {
  /** '<federation name>/<exposed module>', e.g. 'mf_financials/ShipmentFinancials'. */
  module: K;
  /** The exposed module's props, checked against RemoteModules in shared-contracts. */
  props: RemoteModuleProps<K>;
  /** Shown while the module loads; a spinner by default. */
  loading?: ReactNode;
  /**
   * Where the '<Area> is unavailable' fallback is shown; in place by default. A region mounted in a
   * small slot (a dialog opened from the top bar) frames it in a modal of its own instead.
   */
  frameFallback?: (fallback: ReactNode) => ReactNode;
}

export function RemoteRegion<K extends RemoteModuleId>({
  module,
  props,
  loading,
  frameFallback,
}: RemoteRegionProps<K>) {
  const loadingState = loading ?? <LoadingState label={`Loading ${REMOTE_AREA[appOfModule(module)]}`} />;
  return (
    <RegionBoundary module={module} loading={loadingState} frameFallback={frameFallback}>
      {(attempt) => (
        <LoadedModule
          key={`${module}#${attempt}`}
          module={module}
          attempt={attempt}
          props={props}
          loading={loadingState}
        />
      )}
    </RegionBoundary>
  );
}

interface LoadedModuleProps<K extends RemoteModuleId> extends RemoteRegionProps<K> {
  loading: ReactNode;
}

// The boundary re-keys this child on Retry, so a Retry mounts it again with a new slot.
function LoadedModule<K extends RemoteModuleId>({
  module,
  attempt,
  props,
  loading,
}: LoadedModuleProps<K> & { attempt: number }) {
  const [slot] = useState(() => remoteModuleSlot(module, attempt));
  const [load] = useState(() => () => loadRemoteModule(module) as unknown as Promise<AnyExposedModule>);
  const loaded = useLoadedModule(slot, load);
  if (!loaded) return <>{loading}</>;
  const Remote = loaded.default as unknown as ComponentType<RemoteModuleProps<K>>;
  return (
    <MountAnnouncer module={module}>
      <Remote {...(props as RemoteModuleProps<K> & object)} />
    </MountAnnouncer>
  );
}

interface RegionBoundaryProps {
  module: RemoteModuleId;
  loading: ReactNode;
  frameFallback?: ((fallback: ReactNode) => ReactNode) | undefined;
  children: (attempt: number) => ReactNode;
}
interface RegionBoundaryState {
  module: RemoteModuleId;
  error: unknown;
  failed: boolean;
  reloading: boolean;
  attempt: number;
}

class RegionBoundary extends Component<RegionBoundaryProps, RegionBoundaryState> {
  override state: RegionBoundaryState = {
    module: this.props.module,
    error: undefined,
    failed: false,
    reloading: false,
    attempt: 0,
  };

  static getDerivedStateFromError(error: unknown): Partial<RegionBoundaryState> {
    return { error, failed: true };
  }

  // The host may reuse this element for another route's region; a new module starts clean.
  static getDerivedStateFromProps(
    props: RegionBoundaryProps,
    state: RegionBoundaryState,
  ): Partial<RegionBoundaryState> | null {
    if (props.module === state.module) return null;
    return {
      module: props.module,
      error: undefined,
      failed: false,
      reloading: false,
      attempt: state.attempt + 1,
    };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const event = new CustomEvent<RemoteRegionErrorDetail>(REMOTE_REGION_ERROR_EVENT, {
      cancelable: true,
      detail: { module: this.props.module, error },
    });
    window.dispatchEvent(event);
    if (event.defaultPrevented) {
      this.setState({ reloading: true });
      return;
    }
    console.error(`${unavailableText(this.props.module)}:`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState((state) => ({
      error: undefined,
      failed: false,
      reloading: false,
      attempt: state.attempt + 1,
    }));
  };

  override render(): ReactNode {
    const { failed, reloading, attempt } = this.state;
    if (failed && reloading) return this.props.loading;
    if (failed) {
      const fallback = (
        <StatusView
          status="warning"
          title={unavailableText(this.props.module)}
          subTitle="The rest of the portal keeps working. Try again in a moment."
          extra={
            <Button type="primary" onClick={this.retry}>
              Retry
            </Button>
          }
        />
      );
      return this.props.frameFallback ? this.props.frameFallback(fallback) : fallback;
    }
    return this.props.children(attempt);
  }
}
