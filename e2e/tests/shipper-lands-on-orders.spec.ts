// A shipper-side user (no portal permission) signs in and lands on the Orders area of the shipper
// remote, with the shipper-side group of the navigation (host-shell: shipper users get an Orders group
// and land on orders).
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

test.use({ persona: 'shipper' });

test('a shipper visiting the root lands on orders and the Orders area renders', async ({ portal, page }) => {
  await portal.open('/');

  await expect(page).toHaveURL((url) => url.pathname === AREA_ROUTE.mf_shipper_orders);
  await portal.waitForArea('mf_shipper_orders');
  await expect(portal.unavailable('mf_shipper_orders')).toHaveCount(0);

  const nav = portal.shell();
  await expect(nav.getByRole('list', { name: 'Orders', exact: true })).toBeVisible();
  for (const item of ['Orders', 'Locations', 'Shipment Booking', 'Shipment Tracking']) {
    await expect(nav.getByRole('link', { name: item, exact: true }), item).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Tenders', exact: true })).toHaveCount(0);
});
