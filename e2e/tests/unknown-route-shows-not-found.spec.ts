// An address nobody owns, in the host or under a remote's prefix, shows 'Route Not Found' (spec
// document 1, route table) inside the shell.
import { expect, test } from '../fixtures/portal';

test('an unknown page of the host shows Route Not Found', async ({ portal, page }) => {
  await portal.open('/no-such-page');
  await expect(page.getByText('Route Not Found')).toBeVisible();
  await expect(portal.shell()).toBeVisible();
});

test('an unknown sub-path under a remote shows Route Not Found', async ({ portal, page }) => {
  await portal.open('/shipments/not/a/known/page');
  await expect(page.getByText('Route Not Found')).toBeVisible({ timeout: 20_000 });
  await expect(portal.shell()).toBeVisible();
});
