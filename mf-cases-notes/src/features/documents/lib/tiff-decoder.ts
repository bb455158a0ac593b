// TIFF decoded in the browser (issue 10: browsers other than Safari do not show TIFF in <img>): the
// first image of a baseline TIFF, 8 bits per sample, grayscale (either photometric), RGB or RGBA,
// uncompressed or PackBits, in strips, either byte order. Other TIFFs answer undefined and the viewer
// falls back to the browser's own decoding.

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
} as const;

const NO_COMPRESSION = 1;
const PACKBITS = 32773;

function unpackBits(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < input.length;) {
    const n = (input[i]! << 24) >> 24;
    i += 1;
    if (n >= 0) {
      for (let k = 0; k <= n && i < input.length; k += 1) out.push(input[i++]!);
    } else if (n !== -128) {
      const value = input[i++]!;
      for (let k = 0; k < 1 - n; k += 1) out.push(value);
    }
  }
  return Uint8Array.from(out);
}

export function decodeTiff(buffer: ArrayBuffer): DecodedImage | undefined {
  const view = new DataView(buffer);
  if (view.byteLength < 8) return undefined;
  const order = view.getUint16(0);
  const little = order === 0x4949;
  if (!little && order !== 0x4d4d) return undefined;
  if (view.getUint16(2, little) !== 42) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return undefined;

  const tags = new Map<number, number[]>();
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const at = ifd + 2 + i * 12;
    const tag = view.getUint16(at, little);
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    const size = type === 3 ? 2 : type === 4 ? 4 : type === 1 ? 1 : 0;
    if (size === 0) continue;
    const inline = size * n <= 4;
    const base = inline ? at + 8 : view.getUint32(at + 8, little);
    const values: number[] = [];
    for (let k = 0; k < n && base + (k + 1) * size <= view.byteLength; k += 1) {
      const p = base + k * size;
      values.push(
        size === 1 ? view.getUint8(p) : size === 2 ? view.getUint16(p, little) : view.getUint32(p, little),
      );
    }
    tags.set(tag, values);
  }

  const first = (tag: number, fallback?: number) => tags.get(tag)?.[0] ?? fallback;
  const width = first(TAG.width);
  const height = first(TAG.height);
  const compression = first(TAG.compression, NO_COMPRESSION);
  const samples = first(TAG.samplesPerPixel, 1)!;
  const photometric = first(TAG.photometric, 1);
  const offsets = tags.get(TAG.stripOffsets);
  const counts = tags.get(TAG.stripByteCounts);
  const bits = tags.get(TAG.bitsPerSample) ?? [8];
  if (!width || !height || !offsets || !counts || offsets.length !== counts.length) return undefined;
  if (bits.some((b) => b !== 8) || ![1, 3, 4].includes(samples)) return undefined;
  if (compression !== NO_COMPRESSION && compression !== PACKBITS) return undefined;

  const pixels = new Uint8Array(width * height * samples);
  let filled = 0;
  offsets.forEach((offset, index) => {
    const raw = new Uint8Array(buffer, offset, Math.min(counts[index]!, buffer.byteLength - offset));
    const strip = compression === PACKBITS ? unpackBits(raw) : raw;
    const room = Math.min(strip.length, pixels.length - filled);
    pixels.set(strip.subarray(0, room), filled);
    filled += room;
  });

  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p += 1) {
    const s = p * samples;
    if (samples === 1) {
      const gray = photometric === 0 ? 255 - pixels[s]! : pixels[s]!;
      rgba.set([gray, gray, gray, 255], p * 4);
    } else
      rgba.set([pixels[s]!, pixels[s + 1]!, pixels[s + 2]!, samples === 4 ? pixels[s + 3]! : 255], p * 4);
  }
  return { width, height, rgba };
}
