// The bill of lading of a shipper-side shipment: a real one-page PDF (pdf-lib) with the shipper, the
// stops, the freight of its orders, the carrier and the signature blocks.
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import type { ManagedShipmentRecord, OrderRecord } from '../seed/shipper-records';

export interface BillOfLadingFacts {
  shipment: ManagedShipmentRecord;
  orders: readonly OrderRecord[];
  shipperName: string;
  issuedAt: Date;
}

/** pdf-lib's rgb(), without loading pdf-lib with this module (it is loaded when a BOL is made). */
const colour = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as RGB['type'],
  red,
  green,
  blue,
});
const INK = colour(0.1, 0.1, 0.12);
const BAND = colour(0.1, 0.25, 0.45);

export async function renderBillOfLading({
  shipment,
  orders,
  shipperName,
  issuedAt,
}: BillOfLadingFacts): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bill of Lading ${shipment.shipmentNumber}`);
  pdf.setSubject(`Shipment ${shipment.shipmentNumber}`);
  pdf.setProducer('Trucks dev-stack');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const write = (value: string, x: number, y: number, options: { size?: number; font?: PDFFont } = {}) =>
    page.drawText(fit(value, options.font ?? font, options.size ?? 9, 540 - (x - 36)), {
      x,
      y,
      size: options.size ?? 9,
      font: options.font ?? font,
      color: INK,
    });

  page.drawRectangle({ x: 36, y: 730, width: 540, height: 36, color: BAND });
  page.drawText('STRAIGHT BILL OF LADING', { x: 48, y: 743, size: 16, font: bold, color: colour(1, 1, 1) });
  write(`BOL / Shipment ${shipment.shipmentNumber}`, 48, 712, { size: 12, font: bold });
  write(
    `Issued ${issuedAt.toISOString().slice(0, 10)}   Mode ${SHIPPING_MODE_LABEL[shipment.shippingMode]}   Equipment ${EQUIPMENT_MODE_LABEL[shipment.equipmentMode]}`,
    48,
    696,
  );
  write(`Shipper: ${shipperName}`, 48, 680);
  write(`Orders: ${shipment.orderNumbers.join(', ')}`, 48, 666);

  let y = 640;
  y = heading(page, bold, 'Stops', y);
  for (const stop of shipment.stops) {
    write(`${stop.stopNumber}. ${stop.stopType}: ${stop.locationAddress}`, 48, y);
    write(
      `Appointment ${stop.appointment ?? 'open'}${stop.ianaTimeZone ? ` (${stop.ianaTimeZone})` : ''}`,
      64,
      y - 12,
    );
    y -= 28;
  }

  y = heading(page, bold, 'Freight', y - 4);
  write('Description', 48, y, { font: bold });
  write('Pallets', 300, y, { font: bold });
  write('Pieces', 360, y, { font: bold });
  write('Weight (lbs)', 420, y, { font: bold });
  write('Class', 510, y, { font: bold });
  y -= 14;
  let pallets = 0;
  let pieces = 0;
  let weight = 0;
  for (const item of orders.flatMap((order) => order.lineItems)) {
    if (y < 170) break; // one page: the totals below still count every line
    write(item.description, 48, y);
    write(String(item.palletCount ?? ''), 300, y);
    write(String(item.packageCount ?? ''), 360, y);
    write(item.totalWeight !== undefined ? item.totalWeight.toFixed(0) : '', 420, y);
    write(item.freightClass ?? '', 510, y);
    y -= 12;
  }
  for (const item of orders.flatMap((order) => order.lineItems)) {
    pallets += item.palletCount ?? 0;
    pieces += item.packageCount ?? 0;
    weight += item.totalWeight ?? 0;
  }
  write(`Totals: ${pallets} pallets, ${pieces} pieces, ${weight.toFixed(0)} lbs`, 48, y - 4, { font: bold });

  y = heading(page, bold, 'Carrier', y - 28);
  write(shipment.bookedCarrier ? `${shipment.bookedCarrier.carrierName}` : 'Not booked yet', 48, y);
  if (shipment.equipment.trailerNumber || shipment.equipment.sealNumber) {
    write(
      `Trailer ${shipment.equipment.trailerNumber ?? '-'}   Seal ${shipment.equipment.sealNumber ?? '-'}`,
      48,
      y - 12,
    );
  }

  for (const [label, x] of [
    ['Shipper signature / date', 48],
    ['Carrier signature / pickup date', 228],
    ['Consignee signature / date', 408],
  ] as const) {
    page.drawLine({ start: { x, y: 90 }, end: { x: x + 160, y: 90 }, thickness: 0.8, color: INK });
    page.drawText(label, { x, y: 78, size: 8, font, color: INK });
  }
  return pdf.save();
}

function heading(page: PDFPage, bold: PDFFont, title: string, y: number): number {
  page.drawText(title, { x: 36, y, size: 11, font: bold, color: BAND });
  page.drawLine({ start: { x: 36, y: y - 3 }, end: { x: 576, y: y - 3 }, thickness: 0.5, color: BAND });
  return y - 18;
}

/** Shortens text that would run past the page; the standard fonts cannot wrap by themselves. */
function fit(value: string, font: PDFFont, size: number, width: number): string {
  // WinAnsi (the standard fonts' encoding) has no glyphs outside Latin-1: replace them.
  let text = value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = text.slice(0, -1);
  return text;
}
