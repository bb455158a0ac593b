// One remote region (a route subtree or an embedded widget): its own error boundary and Suspense, so
// a remote that fails to load or render shows '<Area> is unavailable' with Retry and nothing else breaks.
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Button, Result } from 'antd';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import { REMOTE_AREA, appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  ExposedModule,
  RemoteModuleId,
  RemoteModuleProps,
} from '@trucks/shared-contracts/federation/remote-modules';
import { LoadingState } from './loading-state';

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
        <LoadedModule key={`${module}#${attempt}`} module={module} props={props} loading={loadingState} />
      )}
    </RegionBoundary>
  );
}

interface LoadedModuleProps<K extends RemoteModuleId> extends RemoteRegionProps<K> {
  loading: ReactNode;
}

// The lazy component is created here, in a child of the boundary that does not itself suspend (the
// Suspense is inside it), so it survives suspension; the boundary re-keys this child on Retry,
// which creates a new lazy component and so really loads again.
function LoadedModule<K extends RemoteModuleId>({ module, props, loading }: LoadedModuleProps<K>) {
  const [Remote] = useState(() =>
    lazy(() => loadRemoteModule(module) as Promise<ExposedModule<RemoteModuleProps<K>>>),
  );
  const Typed = Remote as unknown as ComponentType<RemoteModuleProps<K>>;
  return (
    <Suspense fallback={loading}>
      <Typed {...(props as RemoteModuleProps<K> & object)} />
    </Suspense>
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
        <Result
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
