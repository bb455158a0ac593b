import { decodeTiff } from './tiff-decoder';

/** A little-endian baseline TIFF of the given pixels, in one strip. */
function tiff(
  width: number,
  height: number,
  samples: number,
  pixels: number[],
  compression = 1,
  data = pixels,
): ArrayBuffer {
  const entries: [number, number, number, number][] = [
    [256, 3, 1, width],
    [257, 3, 1, height],
    [258, 3, 1, 8],
    [259, 3, 1, compression],
    [262, 3, 1, samples === 1 ? 1 : 2],
    [273, 4, 1, 0], // strip offset, set below
    [277, 3, 1, samples],
    [278, 3, 1, height],
    [279, 4, 1, data.length],
  ];
  const ifdAt = 8;
  const dataAt = ifdAt + 2 + entries.length * 12 + 4;
  const buffer = new ArrayBuffer(dataAt + data.length);
  const view = new DataView(buffer);
  view.setUint16(0, 0x4949);
  view.setUint16(2, 42, true);
  view.setUint32(4, ifdAt, true);
  view.setUint16(ifdAt, entries.length, true);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdAt + 2 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (tag === 273) view.setUint32(at + 8, dataAt, true);
    else if (type === 3) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  new Uint8Array(buffer, dataAt).set(data);
  return buffer;
}

describe('TIFF decoded in the browser', () => {
  it('decodes an uncompressed RGB TIFF to RGBA', () => {
    const image = decodeTiff(tiff(2, 1, 3, [255, 0, 0, 0, 0, 255]));
    expect(image).toMatchObject({ width: 2, height: 1 });
    expect([...image!.rgba]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('decodes a PackBits grayscale TIFF', () => {
    // 4 pixels of 200: PackBits run (-3 → 4 copies).
    const image = decodeTiff(tiff(2, 2, 1, [], 32773, [0xfd, 200]));
    expect([...image!.rgba]).toEqual([
      200, 200, 200, 255, 200, 200, 200, 255, 200, 200, 200, 255, 200, 200, 200, 255,
    ]);
  });

  it('answers undefined for what it cannot decode (not a TIFF, LZW)', () => {
    expect(decodeTiff(new TextEncoder().encode('%PDF-1.4').buffer)).toBeUndefined();
    expect(decodeTiff(tiff(1, 1, 1, [9], 5))).toBeUndefined();
  });
});
