// Shared by the registry's tests: a remote's build as webpack leaves it, and the checks that a releases
// folder is consistent (every action recorded in order, nothing unlisted, nothing left behind).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

/** A dist with a manifest, an entry and its precompressed copies (as the build writes them). */
export async function makeDist(root: string, remote: RemoteApp, marker: string): Promise<string> {
  const dist = path.join(root, 'builds', `${remote}-${marker}`);
  await fs.mkdir(dist, { recursive: true });
  const entry = Buffer.from(`/* ${remote} ${marker} */ ${'x'.repeat(2000)}`);
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), entry);
  await fs.writeFile(path.join(dist, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  await fs.writeFile(path.join(dist, 'remoteEntry.js.gz'), zlib.gzipSync(entry));
  await fs.writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: remote, trucks: { appVersion: '1.0.0', contractsVersion: '1.0.0' } },
      shared: [],
      marker,
    }),
  );
  return dist;
}

/**
 * Each remote's history read as a chain: every action starts from the release the previous one left
 * live, and the last one ends on the live release. A lost update breaks the chain.
 */
export function expectConsistentHistory(document: RegistryDocument): void {
  const live = new Map<string, string | null>();
  for (const event of document.history) {
    if (live.has(event.remote))
      expect(`${event.remote} ${event.action} from ${event.from}`).toBe(
        `${event.remote} ${event.action} from ${live.get(event.remote)}`,
      );
    live.set(event.remote, event.to);
  }
  for (const [remote, version] of live) expect(document.remotes[remote]?.live).toBe(version);
}

/** No lock, no temp file, no staging folder, and every release folder listed by the document. */
export async function expectNothingLeftBehind(
  releasesDir: string,
  document: RegistryDocument,
): Promise<void> {
  expect((await fs.readdir(releasesDir)).filter((name) => name.startsWith('.'))).toEqual([]);
  for (const [remote, entry] of Object.entries(document.remotes)) {
    const listed = new Set(
      [...entry.releases, ...(entry.candidates ?? []), ...(entry.pending ?? [])].map(
        (release) => release.version,
      ),
    );
    const folders = await fs.readdir(path.join(releasesDir, REMOTE_FOLDER[remote as RemoteApp]));
    expect(folders.filter((name) => !listed.has(name))).toEqual([]);
  }
}
