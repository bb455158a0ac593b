// A shipper turns open orders into a shipment and follows it (issue 16): consolidates two orders,
// books the shipment at a contract rate (max buy raised to the rate plus 5), finds it in tracking,
// records arrival and departure at the pickup, generates the BOL and opens it; then tenders another
// shipment, and rescinds a booked one (the first is in transit by then, past rescinding). Each message
// verbatim (spec 001 §8).
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'shipper' });

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('consolidates two orders, books at a contract rate, tracks, records the pickup, opens the BOL; tenders and rescinds', async ({
  portal,
  page,
}) => {
  // One journey of many steps, two remotes and pdf.js: three times the usual test time.
  test.slow();
  await portal.open('/shipment-booking');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipment Booking' })).toBeVisible();

  // An open order with at least one order that fits the same truck (the 001 §9 defaults).
  const open = await callAsPage(page, API.shipper.findOrders, {
    query: { statuses: ['open'], page: 1, pageSize: 50 },
  });
  let base = '';
  let partner = '';
  for (const order of open.data) {
    const candidates = await callAsPage(page, API.shipper.consolidatableOrders, {
      query: { orderNumber: order.orderNumber },
    });
    if (candidates[0]) {
      base = order.orderNumber;
      partner = candidates[0].orderNumber;
      break;
    }
  }
  expect(base, 'the seed has two open orders that fit one truck').not.toBe('');

  await page.getByRole('button', { name: 'Consolidate Orders' }).click();
  await page.getByLabel('Order #').fill(base);
  await page.getByRole('button', { name: 'Find Orders' }).click();
  await page.getByRole('checkbox', { name: `Add order ${partner}` }).check();
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  const created = page.getByText(/^Shipment \d+ Created!$/);
  await expect(created).toBeVisible();
  const shipmentNumber = ((await created.textContent()) ?? '').match(/\d+/)?.[0] ?? '';
  await expect(page).toHaveURL(new RegExp(`/shipment-tracking/${shipmentNumber}/preview$`));

  // Book at the first contract TL rate: max buy becomes the rate plus 5.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const book = page.getByRole('dialog', { name: `Book shipment ${shipmentNumber}` });
  const contract = book.getByRole('radio', { name: /TMS Contract TL/ }).first();
  const label = (await contract.locator('xpath=ancestor::label').textContent()) ?? '';
  const rate = Number((label.match(/\$([\d,]+\.\d{2})/)?.[1] ?? '0').replace(/,/g, ''));
  await contract.check();
  await book.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(`Shipment ${shipmentNumber} Booked!`)).toBeVisible();
  await expect(page.getByText(money(rate + 5)).first()).toBeVisible();

  // In tracking.
  await portal.open(`/shipment-tracking?q=${shipmentNumber}`);
  await page.getByRole('row').filter({ hasText: shipmentNumber }).click();

  // Arrival and departure at the pickup.
  const pickup = page.getByRole('region', { name: 'Stop 1' });
  await pickup.getByRole('button', { name: 'Record Arrival' }).click();
  const arrival = page.getByRole('dialog', { name: 'Record Arrival: stop 1' });
  await arrival.getByLabel('Confirmed Packages').fill('10');
  await arrival.getByRole('button', { name: 'Record Arrival' }).click();
  await expect(page.getByText('Arrival recorded at stop 1')).toBeVisible();
  await pickup.getByRole('button', { name: 'Record Departure' }).click();
  await page
    .getByRole('dialog', { name: 'Record Departure: stop 1' })
    .getByRole('button', { name: 'Record Departure' })
    .click();
  await expect(page.getByText('Departure recorded at stop 1')).toBeVisible();
  await expect(page.getByText('In Transit').first()).toBeVisible();

  // The BOL, opened in mf-cases-notes' viewer.
  await page.getByRole('button', { name: 'Generate BOL' }).click();
  await expect(page.getByText(`BOL successfully generated for ${shipmentNumber}`)).toBeVisible();
  // The user waits for the first page of the BOL: mf-cases-notes' viewer loads pdf.js when it opens,
  // which on a busy machine takes longer than the usual 10 s.
  const viewer = page.getByRole('dialog').filter({ hasText: `BOL ${shipmentNumber}` });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });

  // Another shipment: tender it; then rescind a booked one.
  await portal.open('/shipment-booking?view=1');
  await page.getByRole('row').nth(1).click();
  const caption = page.getByRole('heading', { level: 2, name: /^Shipment / });
  const other = ((await caption.textContent()) ?? '').replace(/^Shipment /, '');
  await page.getByRole('button', { name: 'Tender' }).click();
  const tender = page.getByRole('dialog', { name: `Tender shipment ${other}` });
  const carriers = tender.getByRole('combobox', { name: 'Carriers' });
  await carriers.click();
  // The options of this select only: its popup (rendered outside the drawer) holds the listbox the
  // combobox controls; the carriers that quoted come from the rates, so wait for the first one.
  const listId = await carriers.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
  const firstCarrier = popup.locator('.ant-select-item-option').first();
  const carrierName = (await firstCarrier.getAttribute('title')) ?? '';
  // The options render again while the quotes answer: choose until the select holds the carrier.
  const chosen = tender.locator('.ant-select-selection-item').filter({ hasText: carrierName });
  await expect(async () => {
    if ((await chosen.count()) === 0) {
      if (!(await popup.isVisible())) await carriers.click();
      await popup.getByTitle(carrierName, { exact: true }).click({ timeout: 2_000 });
    }
    await expect(chosen).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await tender.getByLabel('Rate (USD, all in)').fill('1500');
  await tender.getByRole('button', { name: 'Tender' }).click();
  await expect(page.getByText(`Shipment ${other} successfully tendered.`)).toBeVisible();

  await portal.open(`/shipment-tracking/${shipmentNumber}/preview`);
  await expect(page.getByRole('button', { name: 'Rescind' })).toHaveCount(0); // in transit now
  await portal.open('/shipment-tracking?view=3');
  await page.getByRole('row').nth(1).click();
  const bookedCaption = page.getByRole('heading', { level: 2, name: /^Shipment / });
  const booked = ((await bookedCaption.textContent()) ?? '').replace(/^Shipment /, '');
  await page.getByRole('button', { name: 'Rescind' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rescind' }).click();
  await expect(page.getByText(`Shipment ${booked} rescinded`)).toBeVisible();
});
