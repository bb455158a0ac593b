// Issue 27, defects 3 and 5, shipper side: an order edit typed and not saved survives a reload. The
// browser asks first; after the reload the form says 'Your unsaved changes from before were restored.'
// with what was typed, until it is saved or 'Discard draft' puts the order back. A Freight Value of
// '-50' stays as typed with 'Enter an amount of 0 or more' and nothing is saved.
import type { Dialog, Page } from '@playwright/test';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'shipper' });

/** Reloads, leaving through the browser's beforeunload prompt; whether the prompt came. */
async function reloadThroughPrompt(page: Page): Promise<boolean> {
  let asked = false;
  const accept = (dialog: Dialog) => {
    if (dialog.type() !== 'beforeunload') return;
    asked = true;
    void dialog.accept();
  };
  page.on('dialog', accept);
  try {
    await page.reload();
  } finally {
    page.off('dialog', accept);
  }
  return asked;
}

const RESTORED = 'Your unsaved changes from before were restored.';

test('an unsaved order edit comes back after a reload, says so, and Discard draft puts the order back', async ({
  portal,
  page,
}) => {
  await portal.open('/orders');
  const orders = await callAsPage(page, API.shipper.findOrders, { query: { page: 1, pageSize: 1 } });
  const order = orders.data[0];
  expect(order, 'the shipper has an order').toBeDefined();

  await portal.navigate(`/orders/${order!.orderNumber}/edit`);
  const instructions = page.getByLabel('Special Instructions');
  await expect(instructions).toBeVisible();
  await expect(page.getByText(RESTORED)).toBeHidden();
  const stored = await instructions.inputValue();
  const typed = `${stored} Call the dock 30 minutes ahead.`;
  await instructions.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Call the dock 30 minutes ahead.');

  // Freight Value: '-50' is kept as typed, with the message at the field; the save sends nothing.
  const freightValue = page.getByLabel('Freight Value');
  const storedFreightValue = await freightValue.inputValue();
  await freightValue.fill('-50');
  await freightValue.blur();
  await expect(freightValue).toHaveValue('-50');
  await expect(page.getByText('Enter an amount of 0 or more')).toBeVisible();
  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.orderNumber}/edit$`));
  await expect(freightValue).toHaveValue('-50');

  // F5: the browser asks; left anyway, the typing comes back as a draft.
  expect(await reloadThroughPrompt(page)).toBe(true);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(instructions).toHaveValue(typed);
  await expect(freightValue).toHaveValue('-50');

  // Discard draft: the order as it is stored, and no draft after the next reload.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(instructions).toHaveValue(stored);
  await expect(freightValue).toHaveValue(storedFreightValue);
  await expect(page.getByText(RESTORED)).toBeHidden();
  expect(await reloadThroughPrompt(page)).toBe(false);
  await expect(instructions).toHaveValue(stored);
  await expect(page.getByText(RESTORED)).toBeHidden();
});

test('a restored draft saved is the order, and the draft is gone', async ({ portal, page }) => {
  await portal.open('/orders');
  const orders = await callAsPage(page, API.shipper.findOrders, { query: { page: 1, pageSize: 2 } });
  const order = orders.data[1] ?? orders.data[0];
  await portal.navigate(`/orders/${order!.orderNumber}/edit`);
  const instructions = page.getByLabel('Special Instructions');
  await expect(instructions).toBeVisible();
  const text = `Gate code ${Date.now() % 10_000}`;
  await instructions.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  expect(await reloadThroughPrompt(page)).toBe(true);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(page.getByText(`Order ${order!.orderNumber} Successfully Updated`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.orderNumber}/preview/details$`));
  await expect(page.getByText(text)).toBeVisible();

  await portal.navigate(`/orders/${order!.orderNumber}/edit`);
  await expect(instructions).toHaveValue(text);
  await expect(page.getByText(RESTORED)).toBeHidden();
});
