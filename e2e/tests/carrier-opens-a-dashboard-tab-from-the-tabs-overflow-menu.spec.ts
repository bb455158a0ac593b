// On a narrow window the dashboard's four tabs do not fit: antd's Tabs shows a "more" button whose menu
// lists the tabs that are out of view. That dropdown is not in the host's first load (issue 26,
// ops/build/lazy-parts.cjs): it loads when the pointer enters the button, the button takes the focus or
// is pressed, and opens then. A user with a pointer and a user with a keyboard both reach every tab.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-user' });

test("a tab out of view is one hover or one key away in the tabs' overflow menu", async ({
  portal,
  page,
}) => {
  await portal.open('/dashboard/shipments');
  // Narrow, on a desktop browser (a phone's browser gets no overflow button: it scrolls the tabs).
  await page.setViewportSize({ width: 340, height: 900 });
  const tabs = page.getByRole('tablist');
  const more = page.locator('.ant-tabs-nav-more');
  await expect(more).toBeVisible();

  // The pointer: the menu opens on the hover that loads it, and lists the tabs out of view.
  await more.hover();
  const menu = page.getByRole('listbox', { name: 'expanded dropdown' });
  await expect(menu).toBeVisible();
  await menu.getByRole('option', { name: 'Accounting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accounting$/);
  await expect(tabs.getByRole('tab', { name: 'Accounting', selected: true })).toBeVisible();

  // The keyboard, after a reload (nothing loaded yet): focus, Enter opens the menu, Down and Enter pick.
  await page.goto('/dashboard/shipments');
  await expect(more).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  // The button keeps the focus while its dropdown arrives.
  await expect(more).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The first tab out of view at this width.
  await expect(page).toHaveURL(/\/dashboard\/rates$/);
  await expect(tabs.getByRole('tab', { name: 'Rate Requests', selected: true })).toBeVisible();
});
