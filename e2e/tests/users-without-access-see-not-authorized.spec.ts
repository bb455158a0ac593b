// Route guards (spec 000 §2, §6): a signed-in user on a page their permissions do not open sees
// 'You are not Authorized for this content' inside the shell, which keeps working.
import { expect, test } from '../fixtures/portal';

const NOT_AUTHORIZED = 'You are not Authorized for this content';

test.describe('a carrier user who is not an admin', () => {
  test.use({ persona: 'carrier-user' });

  test('is not authorized for /status (admins only)', async ({ portal, page }) => {
    await portal.open('/status');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(portal.shell()).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);
  });
});

test.describe('a factoring user', () => {
  test.use({ persona: 'factoring' });

  test('is not authorized for /tenders (carrier portal only)', async ({ portal, page }) => {
    await portal.open('/tenders');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(portal.shell()).toBeVisible();
  });
});
