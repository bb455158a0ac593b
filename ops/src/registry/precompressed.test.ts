// What a release serves to a browser that takes .br or .gz is the very file it serves to one that does
// not: a precompressed copy that does not match is made again from the published file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { publishRelease } from './registry';
import { makeDist } from './registry-test-support';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-precompressed-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

it('publishes matching precompressed copies as built and remakes those that differ from their file', async () => {
  const dist = await makeDist(root, 'mf_financials', 'v1');
  // remoteEntry.js changed after the build (a hand edit, a bad copy): its .br and .gz are stale.
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), 'throw new Error("corrupted");\n');
  await fs.writeFile(path.join(dist, 'chunk.js'), 'console.log("chunk");\n'.repeat(50));
  const chunkBr = zlib.brotliCompressSync(await fs.readFile(path.join(dist, 'chunk.js')));
  await fs.writeFile(path.join(dist, 'chunk.js.br'), chunkBr);
  await fs.writeFile(path.join(dist, 'chunk.js.gz'), 'not gzip at all');
  await fs.writeFile(path.join(dist, 'gone.js.br'), zlib.brotliCompressSync('a file no longer built'));

  const { releaseDir, files } = await publishRelease({
    app: 'mf_financials',
    distDir: dist,
    releasesDir: path.join(root, 'releases'),
    operator: 'x',
  });

  const published = await fs.readFile(path.join(releaseDir, 'remoteEntry.js'));
  expect(zlib.brotliDecompressSync(await fs.readFile(path.join(releaseDir, 'remoteEntry.js.br')))).toEqual(
    published,
  );
  expect(zlib.gunzipSync(await fs.readFile(path.join(releaseDir, 'remoteEntry.js.gz')))).toEqual(published);
  expect(await fs.readFile(path.join(releaseDir, 'chunk.js.br'))).toEqual(chunkBr);
  expect(zlib.gunzipSync(await fs.readFile(path.join(releaseDir, 'chunk.js.gz')))).toEqual(
    await fs.readFile(path.join(releaseDir, 'chunk.js')),
  );
  await expect(fs.access(path.join(releaseDir, 'gone.js.br'))).rejects.toThrow();
  expect(files).toMatchObject({
    verified: 1,
    regenerated: ['chunk.js.gz', 'remoteEntry.js.br', 'remoteEntry.js.gz'],
    dropped: ['gone.js.br'],
  });
});
