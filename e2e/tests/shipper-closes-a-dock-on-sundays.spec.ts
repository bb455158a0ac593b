// A shipper keeps a location's dock hours right (issue 15): closes the dock on Sundays, sees 'Dock
// schedule updated for {number}', and finds it closed after a reload.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'shipper' });

test('closes a location dock on Sundays and sees it kept after a reload', async ({ portal, page }) => {
  await portal.open('/locations');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await expect(page).toHaveURL(/\/locations\/[^/]+\/preview$/);

  const caption = page.getByRole('heading', { level: 2, name: /^Location / });
  await expect(caption).toBeVisible();
  const locationNumber = ((await caption.textContent()) ?? '').replace(/^Location /, '');

  const sunday = page.getByRole('group', { name: 'Sunday' });
  const closed = sunday.getByRole('checkbox', { name: 'Closed' });
  await expect(closed).toBeVisible();
  if (await closed.isChecked()) {
    // Open it first, so the journey always changes the schedule to closed.
    await closed.uncheck();
    await sunday.getByLabel('Sunday start').fill('06:00');
    await sunday.getByLabel('Sunday end').fill('14:00');
    await page.getByRole('button', { name: 'Save Dock Schedule' }).click();
    await expect(page.getByText(`Dock schedule updated for ${locationNumber}`)).toBeVisible();
  }
  await closed.check();
  await expect(sunday.getByLabel('Sunday start')).toBeDisabled();
  await page.getByRole('button', { name: 'Save Dock Schedule' }).click();
  await expect(page.getByText(`Dock schedule updated for ${locationNumber}`).last()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Sunday' }).getByRole('checkbox', { name: 'Closed' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Monday' }).getByRole('checkbox', { name: 'Closed' }),
  ).not.toBeChecked();
});
