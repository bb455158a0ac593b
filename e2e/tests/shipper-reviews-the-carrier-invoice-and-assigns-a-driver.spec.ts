// A shipper on its shipment detail (issue 16 item 4): as the bill-to it records the carrier's invoice
// number and amount on the carrier's invoice of a delivered shipment ('Invoice Updated', spec 001 §8),
// kept after a reload; and it assigns one of the booked carrier's drivers to a booked shipment.
import type { Page } from '@playwright/test';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'shipper' });

const section = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test("records the carrier's invoice number and amount on a delivered shipment: 'Invoice Updated'", async ({
  portal,
  page,
}) => {
  await portal.open('/shipment-tracking');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipment Tracking' })).toBeVisible();
  const delivered = await callAsPage(page, API.shipper.listShipments, {
    query: {
      view: 'tracking',
      statuses: [ShipmentStatus.Delivered, ShipmentStatus.DeliveryConfirmed],
      page: 1,
      pageSize: 50,
    },
  });
  let found = { shipmentNumber: '', invoiceNumber: '' };
  for (const s of delivered.data) {
    const detail = await callAsPage(page, API.shipper.shipmentDetails, {
      params: { shipmentNumber: s.shipmentNumber },
    });
    if (!detail.invoiceNumber) continue;
    const invoice = await callAsPage(page, API.financials.invoice, { params: { id: detail.invoiceNumber } });
    if (invoice.status.status !== 'DRAFT') continue;
    found = { shipmentNumber: s.shipmentNumber, invoiceNumber: detail.invoiceNumber };
    break;
  }
  expect(found.invoiceNumber, 'a delivered shipment with a draft carrier invoice').not.toBe('');

  await portal.navigate(`/shipment-tracking/${found.shipmentNumber}/preview`);
  const card = section(page, 'Carrier Invoice');
  await expect(card.getByText(found.invoiceNumber, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Update Invoice' }).click();
  const drawer = page.getByRole('dialog', {
    name: `Invoice ${found.invoiceNumber}: shipment ${found.shipmentNumber}`,
  });
  const reference = `E2E-${found.shipmentNumber}`;
  await drawer.getByLabel('Invoice Number').fill(reference);
  await drawer.getByLabel('Invoice Amount').fill('1234.5');
  await drawer.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText('Invoice Updated', { exact: true })).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(section(page, 'Carrier Invoice').getByText(reference, { exact: true })).toBeVisible();
  await expect(section(page, 'Carrier Invoice').getByText('$1,234.50', { exact: true })).toBeVisible();
});

test("assigns one of the booked carrier's drivers to a booked shipment", async ({ portal, page }) => {
  await portal.open('/shipment-tracking');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipment Tracking' })).toBeVisible();
  const booked = await callAsPage(page, API.shipper.listShipments, {
    query: { view: 'tracking', statuses: [ShipmentStatus.Booked], page: 1, pageSize: 50 },
  });
  let shipmentNumber = '';
  for (const s of booked.data) {
    const drivers = await callAsPage(page, API.shipper.drivers, {
      params: { shipmentNumber: s.shipmentNumber },
    });
    if (drivers.length === 0) {
      shipmentNumber = s.shipmentNumber;
      break;
    }
  }
  expect(shipmentNumber, 'a booked shipment without a driver').not.toBe('');

  await portal.navigate(`/shipment-tracking/${shipmentNumber}/preview`);
  const drivers = section(page, 'Drivers');
  await expect(drivers.getByText('No driver assigned yet.')).toBeVisible();
  await drivers.getByRole('button', { name: 'Assign Driver' }).click();
  const drawer = page.getByRole('dialog', { name: `Assign Driver: shipment ${shipmentNumber}` });
  const driver = drawer.getByRole('combobox', { name: 'Driver' });
  await driver.click();
  // This select's own popup (rendered outside the drawer): the one holding the listbox it controls.
  const listId = await driver.getAttribute('aria-controls');
  const first = page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option')
    .first();
  const title = (await first.getAttribute('title')) ?? '';
  const name = title.split(',')[0]!;
  expect(name).not.toBe('');
  // The search answers while the popup opens and its options render again: choose until the select
  // shows the driver, as a person looks before saving.
  const chosen = drawer.getByTitle(title, { exact: true });
  await expect(async () => {
    if (!(await chosen.isVisible())) {
      const option = page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
      if (!(await option.isVisible())) await driver.click();
      await option.click({ timeout: 2_000 });
    }
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await drawer.getByRole('button', { name: 'Save Driver' }).click();
  await expect(page.getByText(`${name} assigned to shipment ${shipmentNumber}`)).toBeVisible();
  await expect(drivers.getByText(name, { exact: true })).toBeVisible();
});
