// A read-only diagnostic for the e2e singleton assertions: `window.__TRUCKS_DIAGNOSTICS__()` says how
// many copies of React, antd, the QueryClient, the router and shared-contracts the page really runs.
// Each app reports what it sees (reportAppSightings); the sightings live on globalThis under a
// registered symbol so that every copy of this module, if there ever were two, writes to one place,
// and each copy counts itself as a contracts instance. It exposes only counts and version strings.

/** What one app sees from inside the shell. Object identities matter, not their contents. */
export interface AppSightings {
  /** React's version and one of its exports (e.g. React.Component): a stable identity per copy. */
  react: { version: string; instance: object };
  /** antd's `version` export and any antd object the app imported (e.g. ConfigProvider). */
  antd?: { version: string; instance: object };
  /** The QueryClient from useQueryClient(). */
  queryClient?: object;
  /** The router's navigator (UNSAFE_NavigationContext), one per Router element. */
  router?: object;
}

export interface SuiteDiagnostics {
  /** One entry per distinct React instance: ['19.3.1'] when React is a true singleton. */
  reactVersions: string[];
  queryClientCount: number;
  routerCount: number;
  /** One entry per distinct antd instance. */
  antdVersions: string[];
  contractsInstances: number;
  /** Apps that reported, in order of first report. */
  apps: string[];
}

interface SightingsRegistry {
  contractsInstances: Set<object>;
  react: Map<object, string>;
  antd: Map<object, string>;
  queryClients: Set<object>;
  routers: Set<object>;
  apps: string[];
}

const REGISTRY_KEY = Symbol.for('trucks.diagnostics');
const WINDOW_PROPERTY = '__TRUCKS_DIAGNOSTICS__';

type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: SightingsRegistry };

function registry(): SightingsRegistry {
  const scope = globalThis as GlobalWithRegistry;
  scope[REGISTRY_KEY] ??= {
    contractsInstances: new Set(),
    react: new Map(),
    antd: new Map(),
    queryClients: new Set(),
    routers: new Set(),
    apps: [],
  };
  return scope[REGISTRY_KEY];
}

// This module's own identity: a second copy of shared-contracts would add a second token.
const thisContractsInstance = Object.freeze({});
registry().contractsInstances.add(thisContractsInstance);

export function reportAppSightings(app: string, sightings: AppSightings): void {
  const sights = registry();
  if (!sights.apps.includes(app)) sights.apps.push(app);
  sights.react.set(sightings.react.instance, sightings.react.version);
  if (sightings.antd) sights.antd.set(sightings.antd.instance, sightings.antd.version);
  if (sightings.queryClient) sights.queryClients.add(sightings.queryClient);
  if (sightings.router) sights.routers.add(sightings.router);
}

export function readDiagnostics(): SuiteDiagnostics {
  const sights = registry();
  return {
    reactVersions: [...sights.react.values()],
    queryClientCount: sights.queryClients.size,
    routerCount: sights.routers.size,
    antdVersions: [...sights.antd.values()],
    contractsInstances: sights.contractsInstances.size,
    apps: [...sights.apps],
  };
}

/** Defines `window.__TRUCKS_DIAGNOSTICS__` once, read-only (the host calls this at start). */
export function exposeDiagnostics(target: object = globalThis): void {
  if (Object.prototype.hasOwnProperty.call(target, WINDOW_PROPERTY)) return;
  Object.defineProperty(target, WINDOW_PROPERTY, {
    value: readDiagnostics,
    writable: false,
    configurable: false,
    enumerable: false,
  });
}
