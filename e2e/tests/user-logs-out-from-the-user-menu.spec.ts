// Logout from the user menu (spec 000 §2, §7): the portal forgets the session and the identity
// provider ends its own, so the next visit asks to sign in again instead of coming straight back.
import { expect, test } from '../fixtures/portal';
import { demoAccount, isProviderUrl, loginForm, sessionToken } from '../fixtures/sign-in';

// A sign-in of its own: logging out must not end the session the suite's other tests reuse.
test.use({ persona: 'carrier-user', signedIn: false });

test('logout from the user menu ends the session here and at the provider', async ({ portal, page }) => {
  const user = demoAccount('carrier-user');
  await portal.open('/dashboard');
  expect(await sessionToken(page)).toBeTruthy();

  await page.getByRole('button', { name: `User menu for ${user.firstName} ${user.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  // After the provider's sign-out the portal asks to sign in again.
  await expect(
    loginForm(page).username,
    'back from the provider, the portal sends the browser to its login form',
  ).toBeVisible({ timeout: 20_000 });
  expect(isProviderUrl(page.url())).toBe(true);
  expect(await sessionToken(page)).toBeNull();

  // The provider has forgotten the browser too: a new visit shows its login form again.
  await page.goto('/dashboard');
  await expect(loginForm(page).username).toBeVisible({ timeout: 20_000 });
  expect(isProviderUrl(page.url())).toBe(true);
  await expect(portal.shell()).toHaveCount(0);
});
