// A shipper enters an order once and copies it for next week (issue 15): a new Canadian location typed
// in (the country becomes CA), a reefer line and two deliveries; a save the server refuses keeps every
// field; 'Order {number} Successfully Created'; an edit; two copies, found again in the list.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'shipper' });

/** A date some days ahead, as the date inputs take it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

async function typeNewLocation(stop: Locator, place: Record<string, string>) {
  for (const [label, text] of Object.entries(place)) await stop.getByLabel(label, { exact: true }).fill(text);
}

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByTitle(option, { exact: true }).last().click();
}

test('creates an order with a new Canadian location, a reefer line and two deliveries; edits it; duplicates it twice', async ({
  portal,
  page,
}) => {
  await portal.open('/orders/create');
  await expect(page.getByRole('heading', { level: 2, name: 'New Order' })).toBeVisible();

  // Equipment Mode is a row of buttons whose radio inputs are hidden: a user clicks the 'Reefer' button.
  const equipmentMode = page.getByRole('radiogroup', { name: 'Equipment Mode' });
  await equipmentMode.getByText('Reefer', { exact: true }).click();
  await expect(equipmentMode.getByRole('radio', { name: 'Reefer', exact: true })).toBeChecked();
  await page.getByLabel('Reefer Temperature (°F)').fill('34');

  const pickup = page.getByRole('region', { name: 'Stop 1' });
  await typeNewLocation(pickup, {
    'Company Name': 'Maple Leaf Foods Dock',
    'Address Line 1': '100 King St W',
    City: 'Toronto',
    'State or Province': 'ON',
    'Postal Code': 'M5H 2N2',
    Date: daysAhead(7),
    Early: '08:00',
    Late: '10:00',
  });
  // Spec 001 §5: a Canadian postal code sets the country to CA.
  await expect(pickup.getByTitle('Canada')).toBeVisible();

  const first = page.getByRole('region', { name: 'Stop 2' });
  await typeNewLocation(first, {
    'Company Name': 'Lakeshore Grocers',
    'Address Line 1': '1 Main St',
    City: 'Buffalo',
    'State or Province': 'NY',
    'Postal Code': '14202',
    Date: daysAhead(8),
  });
  await page.getByRole('button', { name: /Add Delivery/ }).click();
  const second = page.getByRole('region', { name: 'Stop 3' });
  await typeNewLocation(second, {
    'Company Name': 'Windy City Market',
    'Address Line 1': '200 Wacker Dr',
    City: 'Chicago',
    'State or Province': 'IL',
    // Refused by the server (not a US ZIP or a Canadian postal code): the form must keep everything.
    'Postal Code': '606',
    Date: daysAhead(9),
  });

  await page.getByRole('region', { name: 'Line item 1' }).getByLabel('Description').fill('Frozen peas');
  await page.getByRole('button', { name: /Add Line Item/ }).click();
  const line2 = page.getByRole('region', { name: 'Line item 2' });
  await line2.getByLabel('Description').fill('Frozen corn');
  await pick(page, line2.getByLabel('Delivery Stop'), 'Stop 3 (Delivery)');

  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(second.getByText('Use a US ZIP code or a Canadian postal code.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/create$/);
  await expect(pickup.getByLabel('Company Name', { exact: true })).toHaveValue('Maple Leaf Foods Dock');
  await expect(second.getByLabel('City', { exact: true })).toHaveValue('Chicago');
  await expect(line2.getByLabel('Description')).toHaveValue('Frozen corn');
  await expect(page.getByLabel('Reefer Temperature (°F)')).toHaveValue('34');

  await second.getByLabel('Postal Code', { exact: true }).fill('60601');
  await page.getByRole('button', { name: 'Create Order' }).click();
  const created = page.getByText(/^Order \d+ Successfully Created$/);
  await expect(created).toBeVisible();
  const orderNumber = /^Order (\d+)/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/preview/details$`));
  await expect(page.getByText('Frozen corn')).toBeVisible();
  await expect(page.getByText('34 °F', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Logistics' }).click();
  await expect(page.getByRole('region', { name: 'Stop 1' })).toContainText('M5H 2N2, CA');
  await expect(page.getByRole('region', { name: 'Stop 3' })).toContainText('Windy City Market');

  await page.getByRole('button', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/edit$`));
  await page.getByLabel('Special Instructions').fill('Keep at 34 °F. Call 1 hour out.');
  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(page.getByText(`Order ${orderNumber} Successfully Updated`)).toBeVisible();
  await expect(page.getByText('Keep at 34 °F. Call 1 hour out.')).toBeVisible();

  await page.getByRole('button', { name: /Duplicate/ }).click();
  await page.getByLabel('Number of copies').fill('2');
  await page.getByRole('button', { name: 'Create Copies' }).click();
  const copies = page.getByText(/^Successfully created 2 copies\. Duplicate IDs: /);
  await expect(copies).toBeVisible();
  const ids = ((await copies.textContent()) ?? '').replace(/^.*Duplicate IDs: /, '').split(', ');
  expect(ids).toHaveLength(2);

  for (const id of ids) {
    await portal.open(`/orders?q=${id}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText('Windy City Market');
  }
});
