// A dialog or drawer that a button opens, in a chunk of its own: it loads on the first click, or
// earlier when the pointer or the focus reaches the button, so that a list's first visit does not
// download antd's form parts for a dialog nobody has opened. While it loads the button spins; a failed
// load (offline, a deploy replaced the chunk) says so in a toast and leaves the button as it was, so
// the next click tries again, and the rest of the page keeps working.
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { App } from 'antd';
import { loadInto } from '@trucks/shared-ui/loaded-module';
import type { ModuleSlot } from '@trucks/shared-ui/loaded-module';

export interface OnDemandPart<P> {
  load: () => Promise<ComponentType<P>>;
  /** The component, once a load has succeeded. */
  loaded: () => ComponentType<P> | undefined;
  /** Starts the load before it is asked for; a failed preload is forgotten (the click tries again). */
  preload: () => void;
  failedText: string;
}

/** `openedOnDemand(() => import('./save-view-dialog').then((m) => m.SaveViewDialog), 'The ... could not be loaded.')` */
export function openedOnDemand<P>(
  importPart: () => Promise<ComponentType<P>>,
  failedText: string,
): OnDemandPart<P> {
  const slot: ModuleSlot<ComponentType<P>> = {};
  const load = () => loadInto(slot, importPart);
  return { load, loaded: () => slot.value, preload: () => void load().catch(() => undefined), failedText };
}

export interface OpenedPart<P> {
  /** The component once the user has asked for it here (render it, open or closed, from then on). */
  Part: ComponentType<P> | undefined;
  /** True while the part loads after a click: the opener's spinner. */
  loading: boolean;
  /** Loads the part if need be, then calls `show` (which opens it); a failure says so in a toast. */
  open: (show: () => void) => void;
  preload: () => void;
}

export function useOpenedOnDemand<P>(part: OnDemandPart<P>): OpenedPart<P> {
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
