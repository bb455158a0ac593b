// Impossible orders (issue 41, item 4): a pickup whose late is before its early, a delivery dated
// before its pickup, 2.5 packages and 'abc' for a weight are kept as typed, said at their fields, and
// the order is not created.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'shipper' });

test('an order with an impossible window, dates and counts is refused at the fields', async ({
  portal,
  page,
}) => {
  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/orders$/.test(request.url())) creates += 1;
  });
  await portal.open('/orders/create');
  await expect(page.getByRole('heading', { level: 2, name: 'New Order' })).toBeVisible();

  const pickup = page.getByRole('region', { name: 'Stop 1' });
  await pickup.getByLabel('Date', { exact: true }).fill('2026-12-10');
  await pickup.getByLabel('Early', { exact: true }).fill('15:00');
  await pickup.getByLabel('Late', { exact: true }).fill('09:00');
  await expect(pickup.getByText('Late must not be before Early.')).toBeVisible();

  const delivery = page.getByRole('region', { name: 'Stop 2' });
  await delivery.getByLabel('Date', { exact: true }).fill('2026-12-08');
  await expect(delivery.getByText('Delivery is before the pickup at stop 1.')).toBeVisible();

  const item = page.getByRole('region', { name: 'Line item 1' });
  await item.getByLabel('Packages').fill('2.5');
  await item.getByLabel('Weight per Package (lbs)').fill('abc');
  await item.getByLabel('Total Weight (lbs)').fill('999999999');
  await page.getByRole('button', { name: 'Create Order' }).click();

  await expect(item.getByText('Enter a whole number of 0 or more')).toBeVisible();
  await expect(item.getByText('Enter a number of 0 or more')).toBeVisible();
  await expect(item.getByText('Enter at most 100,000 lbs')).toBeVisible();
  await expect(item.getByLabel('Packages')).toHaveValue('2.5');
  await expect(item.getByLabel('Weight per Package (lbs)')).toHaveValue('abc');
  await expect(page).toHaveURL(/\/orders\/create$/);
  expect(creates).toBe(0);

  // Leaving the refused order: the form asks first, and the draft goes with 'Leave'.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});
