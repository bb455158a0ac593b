// A carrier keeps its equipment and lanes (issue 12): the equipment tabs show the Trailers and Power
// Units counts the API gives; a saved lane opens the available-freight list filtered to it, whose
// count is the one the lane shows; the lane is deleted again.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('the equipment tabs show both counts', async ({ portal, page }) => {
  await portal.open('/equipment');
  await expect(page).toHaveURL(/\/equipment\/trailers$/);
  const [trailers, powerUnits] = await Promise.all([
    callAsPage(page, API.carriers.searchTrailers, { query: { page: 1, pageSize: 50 } }),
    callAsPage(page, API.carriers.searchPowerUnits, { query: { page: 1, pageSize: 50 } }),
  ]);
  await expect(page.getByRole('tab', { name: /^Trailers/ })).toContainText(String(trailers.totalCount));
  await expect(page.getByRole('tab', { name: /^Power Units/ })).toContainText(String(powerUnits.totalCount));
  await page.getByRole('tab', { name: /^Power Units/ }).click();
  await expect(page).toHaveURL(/\/equipment\/power-units$/);
  if (powerUnits.totalCount > 0) {
    await expect(page.getByText(powerUnits.data[0]!.unitNumber, { exact: true })).toBeVisible();
  }
});

test('a saved lane opens the board filtered to it, with the count of its loads', async ({ portal, page }) => {
  await portal.open('/saved-lanes');
  // A lane from a state the board has loads in.
  const board = await callAsPage(page, API.loadboard.availableShipments, { query: { page: 1, pageSize: 1 } });
  const state = board.data[0]!.stops[0]!.state;

  await page.getByRole('button', { name: 'Add Lane' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Lane' });
  await drawer.getByLabel('Origin', { exact: true }).fill(state);
  await drawer.getByRole('button', { name: 'Save Lane' }).click();
  await expect(page.getByText('Lane saved.')).toBeVisible();

  const lane = page
    .getByRole('row')
    .filter({ hasText: `${state} → Anywhere` })
    .first();
  const link = lane.getByRole('link', { name: /^\d+ loads?: / });
  await expect(link).toBeVisible();
  const count = Number((await link.textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/available-freight\\?origin=${state}$`));
  await expect(page.getByText(new RegExp(`^${count} loads?$`))).toBeVisible();

  await portal.open('/saved-lanes');
  await page
    .getByRole('button', { name: `Delete lane ${state} → Anywhere` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Lane deleted.')).toBeVisible();
});
