// At 390 px (a phone) the profile and contact forms fit the screen: an email address and its type, a
// phone number, its extension and type wrap onto the next line instead of widening the page (seen by
// pnpm screenshots: /profile/edit and /contacts/create scrolled sideways by about 90 px).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the profile and contact forms have no sideways scroll at 390 px', async ({ portal, page }) => {
  // Signed in at desktop width (the fixture waits for the main navigation, a drawer on a phone), then
  // the page reloaded at 390 px, as a phone opens it.
  await portal.open('/profile/edit');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email address 1' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Phone type 1' })).toBeAttached();
  expect(await sidewaysScroll(page)).toBe(0);

  await page.goto('/contacts/create');
  await expect(page.getByRole('textbox', { name: 'Email address 1' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Phone Number' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number 1' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
