// A part of a page in a chunk of its own, loaded the first time it is shown: a list's filter form,
// which is antd's late part (date pickers, selects, the form), so that a list's first visit downloads
// only what its rows need. `preload()` starts the load before it is shown (a pointer over the FILTERS
// tab). A failed load (offline, a deploy replaced the chunk) is shown in the part's place with a retry:
// the rest of the page keeps working.
import { Component } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { loadInto, useLoadedModule } from './loaded-module';
import type { ModuleSlot } from './loaded-module';
import { LoadingState } from './loading-state';

export type LazyPanel<P> = ComponentType<P> & { preload: () => void };

interface BoundaryProps {
  failedText: string;
  children: ReactNode;
}

class PanelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        title={this.props.failedText}
        action={
          <Button size="small" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        }
      />
    );
  }
}

/**
 * `lazyPanel(() => import('./load-filters').then((m) => m.LoadFilters), 'Loading filters',
 * 'The filters could not be loaded.')`: a component with the panel's props that loads its chunk the
 * first time it renders, or when `preload()` is called.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label: string,
  failedText: string,
): LazyPanel<P> {
  const slot: ModuleSlot<ComponentType<P>> = {};
  function Loaded(props: P) {
    const Panel = useLoadedModule(slot, load);
    return Panel ? <Panel {...props} /> : <LoadingState label={label} />;
  }
  function Panel(props: P) {
    return (
      <PanelBoundary failedText={failedText}>
        <Loaded {...props} />
      </PanelBoundary>
    );
  }
  // A failed preload is not shown: the panel's own load tries again when it is opened.
  const preload = () => void loadInto(slot, load).catch(() => undefined);
  return Object.assign(Panel, { preload });
}
