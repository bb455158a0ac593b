// A stand-in for the federation runtime (the module '@module-federation/enhanced/runtime'), the only
// thing host tests replace. It models what the host relies on: registered remotes by name, plugins,
// a manifest per entry URL (the shape ops/build/webpack.cjs writes) passed through loadRemoteSnapshot,
// and errorLoadRemote(lifecycle 'onLoad') turning a failed load into the plugin's fallback module.
// As the runtime does, it passes a manifest to loadRemoteSnapshot once (`from: 'manifest'`), keeps the
// snapshot the plugins let through and hands that back on every later load of the release (`from:
// 'global'`, no manifestJson); a manifest a plugin refused stays refused; a failed fetch is retried.
import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ServedRelease =
  | {
      kind: 'ok';
      /** Per exposed name: a component (the module's default export), or a whole module. */
      modules: Record<string, ComponentType<never> | { default: ComponentType<never> }>;
      contractsVersion?: string;
      /** metaData.trucks.sharedExports: what the release imports of antd and react-router. */
      sharedExports?: Record<string, { version: string; names: string[] }>;
      /** The manifest as served, in place of the one made from the fields above (a broken one). */
      manifest?: unknown;
      /** The manifest loads but its remoteEntry.js fails (a corrupted file): this error, on every load. */
      entryError?: Error;
      /**
       * When the manifest's response comes (`fetch` below): 'never', or after this many ms. It is asked
       * for as the runtime does, through a plugin's fetch hook when there is one, else `fetch` itself.
       */
      manifestAnswer?: 'never' | number;
      /**
       * remoteEntry.js never answers: its script comes from a plugin's createScript hook when there is
       * one, and fails on its error event; else the runtime's own script timeout (20 s) ends it.
       */
      entryUnanswered?: boolean;
    }
  | { kind: 'down'; error?: Error }
  | { kind: 'hang' };

export interface RuntimeDouble {
  registerRemotes: jest.Mock;
  registerPlugins: jest.Mock;
  loadRemote: jest.Mock;
  /** What the CDN serves at a manifest URL. */
  serve: (manifestUrl: string, release: ServedRelease) => void;
  /** The entry currently registered for a remote. */
  entryOf: (name: string) => string | undefined;
  /** loadRemote calls per manifest URL. */
  requestsTo: (manifestUrl: string) => number;
  /** The browser's fetch of a served manifest (`manifestAnswer`); ended by its signal's abort. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

interface RegisteredRemote {
  name: string;
  entry: string;
}

export function installRuntimeDouble(runtime: {
  registerRemotes: jest.Mock;
  registerPlugins: jest.Mock;
  loadRemote: jest.Mock;
}): RuntimeDouble {
  const entries = new Map<string, string>();
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const served = new Map<string, ServedRelease>();
  const requests = new Map<string, number>();
  /** Per manifest URL: the snapshot the plugins let through (true), or the error a plugin refused it with. */
  const snapshots = new Map<string, true | unknown>();

  runtime.registerRemotes.mockImplementation((remotes: RegisteredRemote[], options?: { force?: boolean }) => {
    for (const remote of remotes) {
      if (entries.has(remote.name) && !options?.force) continue;
      entries.set(remote.name, remote.entry);
      // As the runtime does (runtime-core's registerRemote): the registered object's entry is made absolute.
      remote.entry = new URL(remote.entry, window.location.origin).href;
    }
  });
  runtime.registerPlugins.mockImplementation((added: ModuleFederationRuntimePlugin[]) => {
    plugins.push(...added);
  });
  function fetchDouble(url: string, init: RequestInit = {}): Promise<Response> {
    const release = served.get(url);
    const answer = release?.kind === 'ok' ? release.manifestAnswer : undefined;
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      if (typeof answer === 'number') setTimeout(() => resolve(new Response('{}', { status: 200 })), answer);
      else if (answer === undefined) resolve(new Response('{}', { status: 200 }));
    });
  }

  /** As runtime-core's SnapshotHandler: a plugin's fetch hook, else the browser's fetch. */
  async function fetchManifest(name: string, entry: string): Promise<void> {
    const hooked = plugins.find((plugin) => plugin.fetch);
    try {
      const response = hooked?.fetch ? await hooked.fetch(entry, {}, { name, entry } as never) : undefined;
      if (!response) await (await fetchDouble(entry)).text();
    } catch (error) {
      throw new Error(`RUNTIME-003: Failed to get manifest ${entry}: ${String(error)}`, { cause: error });
    }
  }

  /** As the runtime's loadEntryScript: a hook's script, whose error event fails the load. */
  function unansweredEntry(name: string, manifest: string): Promise<never> {
    const url = manifest.replace('mf-manifest.json', 'remoteEntry.js');
    const script = plugins
      .map((plugin) => plugin.createScript?.({ url, attrs: {}, remoteInfo: { name, entry: url } } as never))
      .find((created) => created instanceof HTMLScriptElement);
    return new Promise<never>((_, reject) => {
      const fail = (why: string) => reject(new Error(`RUNTIME-008: ScriptNetworkError: ${url} ${why}`));
      if (script) script.onerror = () => fail('failed to load');
      setTimeout(() => fail('timed out'), 20_000);
    });
  }

  runtime.loadRemote.mockImplementation(async (id: string) => {
    const [name = '', expose = ''] = id.split('/');
    const entry = entries.get(name);
    if (!entry) throw new Error(`RUNTIME-004: ${name} is not registered`);
    requests.set(entry, (requests.get(entry) ?? 0) + 1);
    try {
      const release = served.get(entry) ?? { kind: 'down' };
      if (release.kind === 'hang') return await new Promise<never>(() => undefined);
      if (release.kind === 'down')
        throw release.error ?? new Error(`RUNTIME-003: failed to get manifest ${entry}`);
      const kept = snapshots.get(entry);
      if (kept === undefined && release.manifestAnswer !== undefined) await fetchManifest(name, entry);
      if (kept === undefined) {
        const manifestJson = release.manifest ?? {
          name,
          metaData: {
            name,
            trucks: {
              appVersion: '1.0.0',
              contractsVersion: release.contractsVersion ?? '1.0.0',
              ...(release.sharedExports ? { sharedExports: release.sharedExports } : {}),
            },
          },
          shared: [],
          exposes: Object.keys(release.modules).map((expose) => ({ name: expose, path: `./${expose}` })),
        };
        try {
          for (const plugin of plugins) {
            // The double passes only what the host's plugins read.
            await plugin.loadRemoteSnapshot?.({
              manifestJson,
              moduleInfo: { name, entry },
              manifestUrl: entry,
              from: 'manifest',
            } as never);
          }
        } catch (refusal) {
          // The runtime prefixes the message of an error a plugin threw.
          if (refusal instanceof Error) refusal.message = `[ Federation Runtime ]: ${refusal.message}`;
          snapshots.set(entry, refusal);
          throw refusal;
        }
        snapshots.set(entry, true);
      } else if (kept !== true) {
        throw kept;
      } else {
        for (const plugin of plugins) {
          await plugin.loadRemoteSnapshot?.({ moduleInfo: { name, entry }, from: 'global' } as never);
        }
      }
      if (release.entryError) throw release.entryError;
      if (release.entryUnanswered) await unansweredEntry(name, entry);
      const exposed = release.modules[expose];
      if (!exposed) throw new Error(`RUNTIME-011: ${id} is not exposed`);
      // A whole module (a routes module with its preload), or a component as its default export.
      return typeof exposed === 'object' && 'default' in exposed ? exposed : { default: exposed };
    } catch (error) {
      for (const plugin of plugins) {
        const failOver = await plugin.errorLoadRemote?.({
          id,
          error,
          from: 'runtime',
          lifecycle: 'onLoad',
        } as never);
        if (failOver) return failOver;
      }
      throw error;
    }
  });

  return {
    ...runtime,
    serve: (manifestUrl, release) => served.set(manifestUrl, release),
    entryOf: (name) => entries.get(name),
    requestsTo: (manifestUrl) => requests.get(manifestUrl) ?? 0,
    fetch: fetchDouble,
  };
}
