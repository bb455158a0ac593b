// Publishing a dist: every file is copied, and each precompressed copy (.br, .gz) is published only if
// it decompresses to exactly the file published beside it; otherwise it is made again from that file.
// The gateway (and a CDN) serves the .br or .gz to clients that accept it, so a stale one would give
// those clients other bytes than everyone else.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const ENCODINGS = {
  '.br': {
    decode: (bytes: Buffer) => unbrotli(bytes),
    encode: (bytes: Buffer) =>
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
  },
  '.gz': {
    decode: (bytes: Buffer) => gunzip(bytes),
    encode: (bytes: Buffer) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
} as const;

type Encoding = keyof typeof ENCODINGS;

function encodingOf(file: string): Encoding | undefined {
  const extension = path.extname(file);
  return extension === '.br' || extension === '.gz' ? extension : undefined;
}

export interface PublishedFiles {
  files: number;
  /** Precompressed copies that matched their file byte for byte. */
  verified: number;
  /** Precompressed copies made again because they did not match (or did not decompress). */
  regenerated: string[];
  /** Precompressed copies with no file beside them: not published. */
  dropped: string[];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Copy `from` into `to` (which must not exist), checking every precompressed copy against the file it
 * stands for. `afterFirstFile` runs once a file is in place (a drill stops there).
 */
export async function publishFiles(
  from: string,
  to: string,
  afterFirstFile?: () => Promise<void>,
): Promise<PublishedFiles> {
  const files = await listFiles(from);
  const present = new Set(files);
  const result: PublishedFiles = { files: 0, verified: 0, regenerated: [], dropped: [] };
  await fs.mkdir(to, { recursive: false });
  for (const file of files) {
    const encoding = encodingOf(file);
    const target = path.join(to, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    if (!encoding) {
      await fs.copyFile(path.join(from, file), target, constants.COPYFILE_EXCL);
    } else {
      const original = file.slice(0, -encoding.length);
      if (!present.has(original)) {
        result.dropped.push(file);
        continue;
      }
      // The published original: the copy just made (copied before: sorted, 'x' < 'x.br').
      const bytes = await fs.readFile(path.join(to, original));
      const compressed = await fs.readFile(path.join(from, file));
      const decoded = await ENCODINGS[encoding].decode(compressed).catch(() => undefined);
      if (decoded?.equals(bytes)) {
        await fs.writeFile(target, compressed, { flag: 'wx' });
        result.verified += 1;
      } else {
        await fs.writeFile(target, await ENCODINGS[encoding].encode(bytes), { flag: 'wx' });
        result.regenerated.push(file);
      }
    }
    result.files += 1;
    if (result.files === 1) await afterFirstFile?.();
  }
  return result;
}
