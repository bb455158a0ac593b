// A part of a page in a chunk of its own (a list's filter form, a tab's body, a dialog or a drawer, the
// content of a preview), loaded the first time it is shown, so that a page's first visit downloads only
// what it shows at once (antd's date pickers, selects and forms are the late part). `preload()` starts
// the load before it is shown (a pointer or the focus on what opens it). Two ways to wait for it:
// - rendered at once (`<Filters />`, `{open ? <Dialog open /> : null}`): a spinner in its place, and a
//   failed load (offline, a deploy replaced the chunk) in its place with 'Try again';
// - opened by a button (`useOpenedOnDemand`): the button spins, the part renders once it is here, and a
//   failed load says so in a toast and leaves the button as it was, so the next click tries again.
// Either way the rest of the page keeps working. A route's page is lazyPage (docs/architecture.md).
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Alert, App, Button } from 'antd';
import { loadInto, useLoadedModule } from './loaded-module';
import type { ModuleSlot } from './loaded-module';
import { LoadingState } from './loading-state';
import { RetryBoundary } from './retry-boundary';

export type LazyPanel<P> = ComponentType<P> & {
  /** Starts the load before it is shown; a failed preload is forgotten (showing it tries again). */
  preload: () => void;
  /** Loads the part (once) and resolves with its component. */
  load: () => Promise<ComponentType<P>>;
  /** The part's component, once a load has succeeded. */
  loaded: () => ComponentType<P> | undefined;
  /** What a failed load says. */
  failedText: string;
};

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
      <RetryBoundary
        failed={(retry) => (
          <Alert
            type="error"
            showIcon
            title={failedText}
            action={
              <Button size="small" onClick={retry}>
                Try again
              </Button>
            }
          />
        )}
      >
        <Loaded {...props} />
      </RetryBoundary>
    );
  }
  const loadPart = () => loadInto(slot, load);
  // A failed preload is not shown: the panel's own load tries again when it is opened.
  const preload = () => void loadPart().catch(() => undefined);
  return Object.assign(Panel, { preload, load: loadPart, loaded: () => slot.value, failedText });
}

export interface OpenedPart<P> {
  /** The part's component once the user has asked for it here (render it, open or closed, from then on). */
  Part: ComponentType<P> | undefined;
  /** True while the part loads after a click: the opener's spinner. */
  loading: boolean;
  /** Loads the part if need be, then calls `show` (which opens it); a failure says so in a toast. */
  open: (show: () => void) => void;
  preload: () => void;
}

/** A lazy part that a button opens (a dialog, a drawer): the button waits for it, not the page. */
export function useOpenedOnDemand<P>(part: LazyPanel<P>): OpenedPart<P> {
  const { message } = App.useApp();
  const [state, setState] = useState<{ Part?: ComponentType<P>; loading: boolean }>({ loading: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const open = (show: () => void) => {
    const ready = part.loaded();
    if (ready) {
      setState({ Part: ready, loading: false });
      show();
      return;
    }
    setState((current) => ({ ...current, loading: true }));
    part.load().then(
      (Part) => {
        if (!mounted.current) return;
        setState({ Part, loading: false });
        show();
      },
      () => {
        if (!mounted.current) return;
        setState((current) => ({ ...current, loading: false }));
        void message.error(part.failedText);
      },
    );
  };
  return { Part: state.Part, loading: state.loading, open, preload: part.preload };
}
