// What the shell knows about each remote at run time: which release is live in the registry, which one
// actually loaded, how long it took, and how it ended. Written by the federation loader, read by the
// status page (and by e2e drills through it).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { REMOTE_APPS } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import type { HistoryEntry } from '@trucks/shared-contracts/federation/registry-document';

export type RemoteLoadStatus = 'not-loaded' | 'loading' | 'loaded' | 'fallback' | 'failed' | 'incompatible';

export interface RemoteLoadState {
  /** The live release named by the registry; undefined when the registry does not list the remote. */
  liveVersion?: string;
  /** The release that actually loaded: the live one, or an earlier one after a fallback. */
  loadedVersion?: string;
  /** From the first request to the loaded module, for the first load of this remote. */
  loadTimeMs?: number;
  status: RemoteLoadStatus;
  /** Why the remote is failed, incompatible or on a fallback release. */
  reason?: string;
}

export interface RemoteLoadStore {
  remotes: Record<RemoteApp, RemoteLoadState>;
  /** The registry history's latest entry (release or rollback), when the registry was read. */
  latestChange?: HistoryEntry;
  update: (app: RemoteApp, patch: Partial<RemoteLoadState>) => void;
  /** At start: every remote not loaded, with the live versions the registry names. */
  reset: (live: Partial<Record<RemoteApp, string>>, latestChange?: HistoryEntry) => void;
}

function initialRemotes(live: Partial<Record<RemoteApp, string>>): Record<RemoteApp, RemoteLoadState> {
  return Object.fromEntries(
    REMOTE_APPS.map((app) => [
      app,
      { status: 'not-loaded', liveVersion: live[app] } satisfies RemoteLoadState,
    ]),
  ) as Record<RemoteApp, RemoteLoadState>;
}

export const remoteLoadStore = createStore<RemoteLoadStore>()((set) => ({
  remotes: initialRemotes({}),
  update: (app, patch) =>
    set((state) => ({ remotes: { ...state.remotes, [app]: { ...state.remotes[app], ...patch } } })),
  reset: (live, latestChange) => set({ remotes: initialRemotes(live), latestChange }),
}));

export function useRemoteLoadStates(): Record<RemoteApp, RemoteLoadState> {
  return useStore(remoteLoadStore, (state) => state.remotes);
}

export function useLatestRegistryChange(): HistoryEntry | undefined {
  return useStore(remoteLoadStore, (state) => state.latestChange);
}
