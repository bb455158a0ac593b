// The remote registry: immutable release folders `<releases>/<folder>/<version>/` and the one document,
// `<releases>/remotes.json`, that says which release of each remote is live. Publishing copies a built
// dist into a new folder and makes it live; rolling back only rewrites the document. Nothing here
// builds, and nothing touches another remote's folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { RegistryDocumentSchema } from '@trucks/shared-contracts/federation/registry-document';
import type { RegistryDocument, Release } from '@trucks/shared-contracts/federation/registry-document';
import { withDirectoryLock, writeFileAtomic } from './atomic-file';

export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');
export const REGISTRY_FILE = 'remotes.json';
const MANIFEST_FILE = 'mf-manifest.json';
/** Where the gateway (and any static host or CDN) serves the releases directory. */
const RELEASES_URL_PATH = '/releases';

/** A refusal the operator can act on: unknown app or version, bad registry, bad release folder. */
export class RegistryError extends Error {
  override name = 'RegistryError';
}

export function defaultReleasesDir(): string {
  return path.resolve(process.env.TRUCKS_RELEASES_DIR || path.join(WORKSPACE_ROOT, '.releases'));
}

function defaultOperator(): string {
  if (process.env.TRUCKS_OPERATOR) return process.env.TRUCKS_OPERATOR;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export interface RemoteIdentity {
  /** Federation name, the registry key: mf_loadboard. */
  remote: RemoteApp;
  /** Workspace folder and release folder: mf-loadboard. */
  folder: string;
}

/** Accepts the folder name (mf-loadboard) or the federation name (mf_loadboard). */
export function resolveRemote(app: string): RemoteIdentity {
  const remote = REMOTE_APPS.find((name) => name === app || REMOTE_FOLDER[name] === app);
  if (!remote) {
    const known = REMOTE_APPS.map((name) => `${REMOTE_FOLDER[name]} (${name})`).join(', ');
    throw new RegistryError(`Unknown app '${app}'. Remotes: ${known}`);
  }
  return { remote, folder: REMOTE_FOLDER[remote] };
}

function emptyRegistry(): RegistryDocument {
  return { schemaVersion: 1, remotes: {}, history: [] };
}

async function readRegistryFile(file: string): Promise<RegistryDocument | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(
      `${file} is not valid JSON (${(error as Error).message}); fix or restore it first`,
    );
  }
  const parsed = RegistryDocumentSchema.safeParse(json);
  if (!parsed.success) {
    throw new RegistryError(`${file} does not match the registry schema: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * The registry document of a releases directory. A directory with no remotes.json yet reads as an
 * empty registry (nothing released); a corrupt one is an error.
 */
export async function readRegistry(options: { releasesDir?: string } = {}): Promise<RegistryDocument> {
  const releasesDir = options.releasesDir ?? defaultReleasesDir();
  return (await readRegistryFile(path.join(releasesDir, REGISTRY_FILE))) ?? emptyRegistry();
}

function serialize(document: RegistryDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

const ManifestSchema = z.object({
  metaData: z.object({
    name: z.string(),
    buildInfo: z.object({ buildVersion: z.string() }).partial().optional(),
    /** Written by ops/build/webpack.cjs. */
    trucks: z.object({ appVersion: z.string(), contractsVersion: z.string() }).optional(),
  }),
  shared: z.array(z.object({ name: z.string(), version: z.string().optional() })).default([]),
});

/** @public ops/README.md names it for code (the registry API). */
export interface ReleaseManifestFacts {
  federationName: string;
  appVersion: string | undefined;
  contractsVersion: string;
}

/** What a release folder's (or dist's) mf-manifest.json says about the build. */
/** @public ops/README.md names it for code (the registry API). */
export async function readManifestFacts(dir: string): Promise<ReleaseManifestFacts> {
  const file = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new RegistryError(
      `${dir} has no ${MANIFEST_FILE}: not a remote build (build it first, or check the path)`,
    );
  }
  let parsed: z.infer<typeof ManifestSchema>;
  try {
    parsed = ManifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new RegistryError(`${file} is not a federation manifest: ${(error as Error).message}`);
  }
  const contractsVersion =
    parsed.metaData.trucks?.contractsVersion ??
    parsed.shared.find((entry) => entry.name.startsWith('@trucks/shared-contracts/'))?.version;
  if (!contractsVersion) {
    throw new RegistryError(`${file} does not record the shared-contracts version it was built against`);
  }
  return {
    federationName: parsed.metaData.name,
    appVersion: parsed.metaData.trucks?.appVersion ?? parsed.metaData.buildInfo?.buildVersion,
    contractsVersion,
  };
}

/** `<appVersion>-r<N>`, N one more than any release of that app version already present. */
async function nextReleaseVersion(
  appVersion: string,
  remoteDir: string,
  known: readonly Release[],
): Promise<string> {
  const existing = new Set(known.map((release) => release.version));
  for (const entry of await fs.readdir(remoteDir).catch(() => [] as string[])) existing.add(entry);
  const prefix = `${appVersion}-r`;
  let highest = 0;
  for (const version of existing) {
    if (!version.startsWith(prefix)) continue;
    const n = Number(version.slice(prefix.length));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return `${prefix}${highest + 1}`;
}

async function exists(target: string): Promise<boolean> {
  return fs.access(target).then(
    () => true,
    () => false,
  );
}

export interface PublishOptions {
  /** Folder name (mf-loadboard) or federation name (mf_loadboard). */
  app: string;
  /** The built dist to publish; defaults to `<repo>/<folder>/dist`. */
  distDir?: string;
  releasesDir?: string;
  /** Recorded in the history as `by`; defaults to TRUCKS_OPERATOR or the OS user. */
  operator?: string;
  now?: Date;
  /**
   * Why the live suite cannot run the release (release-gate.ts), asked once its folder is complete and
   * before it is made live; any reason keeps it a candidate. Absent: no gate (the stack's first publish).
   */
  gate?: (candidate: GateCandidate) => Promise<string[]>;
  /** An emergency release past the gate: the reason, recorded in the history with who. */
  force?: string;
}

export interface GateCandidate extends RemoteIdentity {
  release: Release;
  releaseDir: string;
  /** The registry before the release. */
  document: RegistryDocument;
}

/** The gate refused the release: it is kept as a candidate with its reasons, and the live one serves on. */
export class ReleaseRefusedError extends RegistryError {
  override name = 'ReleaseRefusedError';
  constructor(
    readonly remote: RemoteApp,
    readonly version: string,
    readonly reasons: readonly string[],
  ) {
    super(
      `${remote} ${version} was refused and stays a candidate (pnpm remotes); the live release keeps serving:\n` +
        reasons.map((reason) => `  - ${reason}`).join('\n'),
    );
  }
}

export interface PublishResult extends RemoteIdentity {
  release: Release;
  releaseDir: string;
  /** The release that was live before, if any. */
  previous: string | null;
}

/**
 * Copy a built dist into a new immutable release folder and make it live. Refuses (RegistryError,
 * nothing changed) an unknown app, a dist without a manifest, a dist built for another remote and a
 * corrupt remotes.json; creates remotes.json when there is none.
 */
export async function publishRelease(options: PublishOptions): Promise<PublishResult> {
  const { remote, folder } = resolveRemote(options.app);
  const distDir = path.resolve(options.distDir ?? path.join(WORKSPACE_ROOT, folder, 'dist'));
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const operator = options.operator ?? defaultOperator();
  const now = options.now ?? new Date();

  const facts = await readManifestFacts(distDir);
  if (facts.federationName !== remote) {
    throw new RegistryError(`${distDir} is a build of ${facts.federationName}, not ${remote}`);
  }
  const appVersion = facts.appVersion ?? (await readPackageVersion(folder));

  await fs.mkdir(releasesDir, { recursive: true });
  return withDirectoryLock(releasesDir, async () => {
    const registryFile = path.join(releasesDir, REGISTRY_FILE);
    const document = (await readRegistryFile(registryFile)) ?? emptyRegistry();
    const entry = document.remotes[remote] ?? { live: '', releases: [] };

    const remoteDir = path.join(releasesDir, folder);
    await fs.mkdir(remoteDir, { recursive: true });
    const version = await nextReleaseVersion(appVersion, remoteDir, entry.releases);
    const releaseDir = path.join(remoteDir, version);
    if (await exists(releaseDir)) {
      throw new RegistryError(`Release ${folder}/${version} already exists; releases are never overwritten`);
    }

    // Copy beside the final name, then rename: a release folder is complete or absent.
    const staging = path.join(remoteDir, `.${version}.${process.pid}.staging`);
    try {
      await fs.cp(distDir, staging, { recursive: true, errorOnExist: true, force: false });
      await fs.rename(staging, releaseDir);
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw error;
    }

    const release: Release = {
      version,
      manifestUrl: `${RELEASES_URL_PATH}/${folder}/${version}/${MANIFEST_FILE}`,
      contractsVersion: facts.contractsVersion,
      publishedAt: now.toISOString(),
    };
    const previous = entry.live || null;
    if (options.gate && options.force === undefined) {
      const reasons = await options.gate({ remote, folder, release, releaseDir, document });
      if (reasons.length > 0) {
        const candidate = {
          ...release,
          refusedAt: now.toISOString(),
          reason: reasons.join('; '),
          by: operator,
        };
        const refused: RegistryDocument = {
          ...document,
          remotes: {
            ...document.remotes,
            [remote]: { ...entry, candidates: [...(entry.candidates ?? []), candidate] },
          },
        };
        await writeFileAtomic(registryFile, serialize(refused));
        throw new ReleaseRefusedError(remote, version, reasons);
      }
    }
    const next: RegistryDocument = {
      ...document,
      remotes: {
        ...document.remotes,
        [remote]: { ...entry, live: version, releases: [...entry.releases, release] },
      },
      history: [
        ...document.history,
        {
          at: now.toISOString(),
          remote,
          action: 'release',
          from: previous,
          to: version,
          by: operator,
          ...(options.force !== undefined ? { note: `forced past the gate: ${options.force}` } : {}),
        },
      ],
    };
    try {
      await writeFileAtomic(registryFile, serialize(next));
    } catch (error) {
      // Not live, so not a release: take the folder back out rather than leave an orphan.
      await fs.rm(releaseDir, { recursive: true, force: true });
      throw error;
    }
    return { remote, folder, release, releaseDir, previous };
  });
}

async function readPackageVersion(folder: string): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(WORKSPACE_ROOT, folder, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!pkg.version) throw new RegistryError(`${folder}/package.json has no version`);
  return pkg.version;
}

export interface RollbackOptions {
  app: string;
  /** The release to make live; defaults to the one published before the live one. */
  to?: string;
  releasesDir?: string;
  operator?: string;
  now?: Date;
}

export interface RollbackResult extends RemoteIdentity {
  from: string;
  to: string;
}

/** Make an earlier release live again. Rewrites remotes.json only: nothing is built or copied. */
export async function rollback(options: RollbackOptions): Promise<RollbackResult> {
  const { remote, folder } = resolveRemote(options.app);
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const operator = options.operator ?? defaultOperator();
  const now = options.now ?? new Date();
  const registryFile = path.join(releasesDir, REGISTRY_FILE);

  if (!(await exists(registryFile))) {
    throw new RegistryError(`${registryFile} does not exist: nothing has been released to roll back`);
  }
  return withDirectoryLock(releasesDir, async () => {
    const document = await readRegistryFile(registryFile);
    if (!document) throw new RegistryError(`${registryFile} disappeared during the rollback`);
    const entry = document.remotes[remote];
    if (!entry || entry.releases.length === 0) {
      throw new RegistryError(`${remote} has no releases in ${registryFile}`);
    }
    const liveIndex = entry.releases.findIndex((release) => release.version === entry.live);
    let target: Release | undefined;
    if (options.to !== undefined) {
      target = entry.releases.find((release) => release.version === options.to);
      if (!target) {
        const available = entry.releases.map((release) => release.version).join(', ');
        throw new RegistryError(`${remote} has no release '${options.to}'. Available: ${available}`);
      }
    } else {
      target = liveIndex > 0 ? entry.releases[liveIndex - 1] : undefined;
      if (!target) {
        throw new RegistryError(
          `${remote} has no release before the live one (${entry.live}); name one with --to`,
        );
      }
    }
    if (target.version === entry.live) {
      throw new RegistryError(`${remote} ${target.version} is already live`);
    }
    // A release whose files are gone would take the area down on the next page load.
    await readManifestFacts(path.join(releasesDir, folder, target.version));

    const next: RegistryDocument = {
      ...document,
      remotes: { ...document.remotes, [remote]: { ...entry, live: target.version } },
      history: [
        ...document.history,
        {
          at: now.toISOString(),
          remote,
          action: 'rollback',
          from: entry.live,
          to: target.version,
          by: operator,
        },
      ],
    };
    await writeFileAtomic(registryFile, serialize(next));
    return { remote, folder, from: entry.live, to: target.version };
  });
}

/**
 * The release whose files are byte-for-byte this dist's build (same mf-manifest.json, whose chunk
 * names carry content hashes), if one was published: lets the stack launcher publish only new builds.
 */
export async function findReleaseOfDist(options: {
  app: string;
  distDir?: string;
  releasesDir?: string;
}): Promise<Release | undefined> {
  const { remote, folder } = resolveRemote(options.app);
  const distDir = path.resolve(options.distDir ?? path.join(WORKSPACE_ROOT, folder, 'dist'));
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const built = await fs.readFile(path.join(distDir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (built === undefined) return undefined;
  const document = await readRegistry({ releasesDir });
  for (const release of document.remotes[remote]?.releases ?? []) {
    const published = await fs
      .readFile(path.join(releasesDir, folder, release.version, MANIFEST_FILE), 'utf8')
      .catch(() => undefined);
    if (published === built) return release;
  }
  return undefined;
}
