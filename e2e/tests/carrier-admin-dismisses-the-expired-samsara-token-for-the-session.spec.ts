// The carrier admin's 'Expired Samsara Token' modal (spec 000 §6, 001 §2; issue 27): on a direct link
// to a load's preview it sits above the load drawer, so Dismiss is reachable; once dismissed it stays
// away for the rest of the sign-in session (a reload, another tab), and a new session shows it again.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';
import { demoAccount } from '../fixtures/sign-in';

// A sign-in of its own: the journey logs out, and the suite's shared admin session has the modal dismissed.
test.use({ persona: 'carrier-admin', signedIn: false });

/** Whether a person can see and click `target`: the topmost element at its centre is inside it. */
async function isOnTop(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([element, x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (element as Element).contains(top);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

/** Whether the keyboard's focus is inside `target`. */
function focusIsIn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.contains(document.activeElement));
}

/** The page has settled on the load's preview: its drawer shows the load. */
async function loadPreviewShown(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Shipment #4100191' })).toBeVisible({
    timeout: 20_000,
  });
}

test('the modal opens above the load drawer, Dismiss keeps it away for the session, a new session shows it again', async ({
  portal,
  page,
  context,
}) => {
  await portal.open('/available-freight/4100191/preview');
  await loadPreviewShown(page);
  const modal = portal.samsaraModal();
  await expect(modal).toBeVisible();
  const dismiss = modal.getByRole('button', { name: 'Dismiss' });
  await expect.poll(() => isOnTop(page, dismiss), { message: 'Dismiss sits above the drawer' }).toBe(true);
  // The keyboard too: the drawer that opened after the modal does not keep the focus under it.
  await expect.poll(() => focusIsIn(modal), { message: 'the focus is in the modal' }).toBe(true);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsIn(modal), 'Tab stays in the modal').toBe(true);
  }
  await dismiss.click();
  await expect(modal).toBeHidden();

  // A full page load of the same link: the modal stays away.
  await page.reload();
  await portal.settle('/available-freight/4100191/preview');
  await loadPreviewShown(page);
  await page.waitForTimeout(1_000);
  await expect(modal).toHaveCount(0);

  // Another tab of the same session: still away.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
  await other.waitForTimeout(1_000);
  await expect(other.getByRole('dialog', { name: 'Expired Samsara Token' })).toHaveCount(0);
  await other.close();

  // Sign out and in again: a new session shows it again.
  await page.getByRole('button', { name: 'Close preview' }).click();
  const admin = demoAccount('carrier-admin');
  await page.getByRole('button', { name: `User menu for ${admin.firstName} ${admin.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Logout ends the session here and at the provider: two round trips, over 20 s with two suites on
  // two cores.
  await page.waitForURL((url) => url.pathname.includes('/idp/'), { timeout: 45_000 });
  await portal.open('/dashboard');
  await expect(modal).toBeVisible();
});
