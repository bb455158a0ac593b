// Real files behind the seeded documents, so the portal's viewer renders a genuine PDF or PNG.
// Made on first request and cached: generating hundreds of PDFs at start would cost the start budget.
import { deflateSync, crc32 } from 'node:zlib';

export interface DocumentFileFacts {
  title: string;
  lines: string[];
  /** Pages of the PDF (default 1): every page carries the title, the lines and 'Page n of N'. */
  pages?: number;
}

export async function renderPdf(facts: DocumentFileFacts): Promise<Uint8Array> {
  // Loaded on the first document, not at start: pdf-lib costs about 380 ms to load.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(facts.title);
  pdf.setProducer('Trucks dev-stack');
  // Fixed dates keep the bytes identical from one run to the next.
  const fixed = new Date(Date.UTC(2026, 0, 1));
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = facts.pages ?? 1;
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawRectangle({ x: 36, y: 716, width: 540, height: 40, color: rgb(0.1, 0.25, 0.45) });
    page.drawText('TRUCKS', { x: 48, y: 728, size: 20, font: bold, color: rgb(1, 1, 1) });
    page.drawText(facts.title, { x: 48, y: 680, size: 16, font: bold });
    facts.lines.forEach((line, index) => {
      page.drawText(line, { x: 48, y: 650 - index * 18, size: 11, font });
    });
    if (pages > 1) page.drawText(`Page ${number} of ${pages}`, { x: 48, y: 48, size: 10, font });
  }
  return pdf.save();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A small RGB picture (a trailer-photo stand-in): a sky and road split with a coloured box, enough for
 * the viewer to show something recognisable. Encoded by hand: PNG is zlib plus three chunks.
 */
export function renderPng(seed: number, width = 320, height = 200): Buffer {
  const hue = seed % 255;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const inBox = x > width * 0.2 && x < width * 0.8 && y > height * 0.3 && y < height * 0.7;
      const sky = y < height * 0.6;
      const [r, g, b] = inBox ? [hue, 120, 255 - hue] : sky ? [170, 205, 235] : [90, 90, 95];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
