// Addresses nobody owns. Spec document 1 §2: /not-found shows 'Route Not Found', and an unknown
// top-level path goes to the user's home; an unknown sub-path of a page shows 'Route Not Found'
// inside the shell, whether the host or a remote owns the page.
import { expect, test } from '../fixtures/portal';

test('an unknown sub-path of a host page shows Route Not Found in the shell', async ({ portal, page }) => {
  await portal.open('/dashboard/nope');
  await expect(page.getByText('Route Not Found')).toBeVisible();
  await expect(portal.shell()).toBeVisible();
});

test('an unknown sub-path under a remote shows Route Not Found in the shell', async ({ portal, page }) => {
  // Not under /shipments: the spec makes /shipments/{shipmentNumber}/ a catch-all shipment page.
  await portal.open('/accounting/no/such/page');
  await expect(page.getByText('Route Not Found')).toBeVisible({ timeout: 20_000 });
  await expect(portal.shell()).toBeVisible();
});

test('an unknown top-level path goes home, and /not-found says Route Not Found', async ({ portal, page }) => {
  await portal.open('/no-such-page');
  await expect(page).toHaveURL(/\/dashboard(\/|$)/);
  await portal.open('/not-found');
  await expect(page.getByText('Route Not Found')).toBeVisible();
});
