// Nothing typed is lost without a word (DOMAIN-DONE): a form with unsaved changes asks before it is
// left, by an in-app navigation (a link, a button, the browser's Back and Forward) and by a reload
// or a close (the browser's own 'Leave site?' prompt, through `beforeunload`).
//
// The host renders a <BrowserRouter>, not a data router, so react-router's useBlocker is not
// available; and a remote must keep working under whatever router the live host gives it (it is
// released alone). So the guard works at the router's navigator, which every app's links and
// navigate() call at the moment they navigate: its push and replace are wrapped once per navigator
// (the wrap is stored on the navigator itself, so the copies of this module bundled into several
// remotes share it). Back and Forward never pass through the navigator: the router hears them from
// `popstate`, and it registered its listener first (Chromium runs a window's listeners in the order
// they were added, capturing or not), so by then the page has already changed. They are caught one
// step earlier, at the Navigation API's cancelable `navigate` event of a same-document traversal
// (Chromium, Edge, Firefox 136+, Safari 26+); where that API is missing, a capturing `popstate`
// listener undoes the step when it runs before the router. README "Unsaved changes" says why.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

const LEAVE_PAGE_TITLE = 'Leave this page?';
const LEAVE_PAGE_TEXT = 'You have unsaved changes. If you leave this page, they will be lost.';
const LEAVE_PAGE_OK = 'Leave';
const LEAVE_PAGE_CANCEL = 'Stay';

/** One mounted form's guard, as the shared wrap sees it. */
interface Guard {
  /** True while the form has changes that are not saved (and not released for a save's navigation). */
  isDirty: () => boolean;
  /** The page the form is on: a navigation that stays on it (a query string, a tab's hash) is not asked about. */
  pathname: () => string;
  /** Asks the user; true to leave. */
  confirmLeave: () => Promise<boolean>;
  /** The user chose to leave (asked by this guard or another dirty one). */
  left: () => void;
}

type Push = (to: unknown, state?: unknown, options?: unknown) => void;

interface NavigatorLike {
  push: Push;
  replace: Push;
}

/** What is stored on the navigator: the guards of every mounted form of any app, and the wrap's state. */
interface GuardRegistry {
  guards: Set<Guard>;
  /** A question is on screen: another navigation meanwhile is dropped, not asked twice. */
  asking: boolean;
  /** The history index (react-router's `idx` in history.state) of the page on screen. */
  index: number | undefined;
  /** The next popstate is the guard's own step back to the page on screen: swallowed. */
  restoring: boolean;
  /** The next popstate is the step the user agreed to: let through to the router. */
  proceeding: boolean;
}

// Symbol.for: one key for every bundled copy of this module (and every version of it) in the page.
const REGISTRY_KEY = Symbol.for('trucks.unsaved-changes.v1');

function pathnameOf(to: unknown): string | undefined {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  if (typeof to === 'object' && to !== null && 'pathname' in to) {
    const { pathname } = to as { pathname?: unknown };
    return typeof pathname === 'string' ? pathname : undefined;
  }
  return undefined;
}

function historyIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  const { idx } = state as { idx?: unknown };
  return typeof idx === 'number' ? idx : undefined;
}

function dirtyGuardLeaving(registry: GuardRegistry, nextPathname: string | undefined): Guard | undefined {
  for (const guard of registry.guards) {
    if (guard.isDirty() && nextPathname !== guard.pathname()) return guard;
  }
  return undefined;
}

function ask(registry: GuardRegistry, guard: Guard, leave: () => void) {
  if (registry.asking) return;
  registry.asking = true;
  void guard.confirmLeave().then((ok) => {
    registry.asking = false;
    if (!ok) return;
    for (const each of [...registry.guards]) if (each.isDirty()) each.left();
    leave();
  });
}

function wrapNavigation(registry: GuardRegistry, navigate: Push): Push {
  return (to, state, options) => {
    const guard = dirtyGuardLeaving(registry, pathnameOf(to));
    const go = () => {
      navigate(to, state, options);
      registry.index = historyIndex(window.history.state) ?? registry.index;
    };
    if (guard) ask(registry, guard, go);
    else go();
  };
}

function onPopState(registry: GuardRegistry, event: PopStateEvent) {
  if (registry.restoring) {
    registry.restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  const next = historyIndex(event.state);
  const guard = registry.proceeding ? undefined : dirtyGuardLeaving(registry, window.location.pathname);
  registry.proceeding = false;
  if (!guard || next === undefined || registry.index === undefined || next === registry.index) {
    registry.index = next ?? registry.index;
    return;
  }
  // The router has not seen this step: undo it in the address bar, then ask.
  event.stopImmediatePropagation();
  const delta = next - registry.index;
  registry.restoring = true;
  window.history.go(-delta);
  ask(registry, guard, () => {
    registry.proceeding = true;
    window.history.go(delta);
  });
}

/** The part of the Navigation API the guard uses (not in every TypeScript DOM library yet). */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { url: string; key: string };
}
interface NavigationLike extends EventTarget {
  traverseTo: (key: string) => { committed?: Promise<unknown>; finished?: Promise<unknown> } | undefined;
}

function navigationApi(): NavigationLike | undefined {
  const { navigation } = window as unknown as { navigation?: NavigationLike };
  return navigation && typeof navigation.traverseTo === 'function' ? navigation : undefined;
}

/** Back or Forward within the page: cancelled before anything changes, then asked about. */
function onNavigate(registry: GuardRegistry, navigation: NavigationLike, event: TraverseEvent) {
  if (event.navigationType !== 'traverse') return;
  if (registry.proceeding) {
    registry.proceeding = false;
    return;
  }
  if (!event.cancelable) return;
  const guard = dirtyGuardLeaving(registry, new URL(event.destination.url).pathname);
  if (!guard) return;
  event.preventDefault();
  const { key } = event.destination;
  ask(registry, guard, () => {
    registry.proceeding = true;
    const traversal = navigation.traverseTo(key);
    // An entry gone meanwhile: nothing to do, and the next traversal is asked about again.
    const failed = () => {
      registry.proceeding = false;
    };
    void traversal?.committed?.catch(failed);
    void traversal?.finished?.catch(failed);
  });
}

/** The registry of this navigator, wrapping its push and replace the first time. */
function registryOf(navigator: NavigatorLike): GuardRegistry {
  const holder = navigator as NavigatorLike & { [REGISTRY_KEY]?: GuardRegistry };
  const existing = holder[REGISTRY_KEY];
  if (existing) return existing;
  const registry: GuardRegistry = {
    guards: new Set(),
    asking: false,
    index: historyIndex(window.history.state),
    restoring: false,
    proceeding: false,
  };
  holder[REGISTRY_KEY] = registry;
  navigator.push = wrapNavigation(registry, navigator.push);
  navigator.replace = wrapNavigation(registry, navigator.replace);
  const navigation = navigationApi();
  if (navigation)
    navigation.addEventListener('navigate', (event) =>
      onNavigate(registry, navigation, event as TraverseEvent),
    );
  // Without the Navigation API: where a capturing listener runs first at its target (the DOM
  // standard's order), it undoes the step before the router sees it.
  else window.addEventListener('popstate', (event) => onPopState(registry, event), { capture: true });
  return registry;
}

export interface UnsavedChangesGuard {
  /**
   * The form was saved (or discarded) and is about to navigate on its own: that navigation, and any
   * before `dirty` next changes, is not asked about.
   */
  release: () => void;
  /** A released save failed (the form stays, with its values): guard its changes again. */
  rearm: () => void;
}

export interface UnsavedChangesOptions {
  /** The user chose Leave on an in-app navigation (a form with a draft throws it away here). */
  onLeave?: () => void;
  /**
   * Whether the form has unsaved changes right now, read when the user leaves. For a form whose
   * `dirty` follows its values a task late (antd's Form.useWatch tells its watchers after the input
   * event): an F5 pressed right after a keystroke, or while the page is busy, is asked about too.
   */
  dirtyNow?: () => boolean;
}

/**
 * While `dirty`, leaving the page asks 'Leave this page?' (Leave / Stay) and a reload or a close
 * gets the browser's own prompt. A navigation that keeps the page's path (a query string) is not
 * asked about.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: UnsavedChangesOptions = {},
): UnsavedChangesGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const released = useRef(false);
  const { onLeave, dirtyNow } = options;
  const state = useRef({ dirty, pathname, modal, onLeave, dirtyNow });
  state.current = { dirty, pathname, modal, onLeave, dirtyNow };

  // A new change after a release is guarded again.
  useEffect(() => {
    released.current = false;
  }, [dirty]);

  useEffect(() => {
    const registry = registryOf(navigator as unknown as NavigatorLike);
    const guard: Guard = {
      isDirty: () => (state.current.dirty || state.current.dirtyNow?.() === true) && !released.current,
      pathname: () => state.current.pathname,
      confirmLeave: () =>
        new Promise<boolean>((resolve) => {
          state.current.modal.confirm({
            title: LEAVE_PAGE_TITLE,
            content: LEAVE_PAGE_TEXT,
            okText: LEAVE_PAGE_OK,
            okButtonProps: { danger: true },
            cancelText: LEAVE_PAGE_CANCEL,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      left: () => state.current.onLeave?.(),
    };
    registry.guards.add(guard);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.isDirty()) return;
      event.preventDefault();
      // Older Chromium and Safari need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      registry.guards.delete(guard);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [navigator]);

  return useRef<UnsavedChangesGuard>({
    release: () => {
      released.current = true;
    },
    rearm: () => {
      released.current = false;
    },
  }).current;
}

export interface FormChanges {
  /** The form has changes not saved yet. */
  changed: boolean;
  /** Give to the antd Form's onValuesChange (or call on any change of a form that is not an antd Form). */
  onValuesChange: () => void;
  /** The changes were saved (or the form is being closed): not asked about any more, e.g. on the navigation that follows. */
  saved: () => void;
}

/**
 * useUnsavedChangesGuard for a form that only needs "changed since it was opened": a change marks it,
 * a save or `active` turning false (a dialog closed) clears it.
 */
export function useFormChanges(active = true): FormChanges {
  const [changed, setChanged] = useState(false);
  if (!active && changed) setChanged(false);
  const guard = useUnsavedChangesGuard(active && changed);
  const onValuesChange = useCallback(() => setChanged(true), []);
  const saved = useCallback(() => {
    guard.release();
    setChanged(false);
  }, [guard]);
  return { changed: active && changed, onValuesChange, saved };
}
