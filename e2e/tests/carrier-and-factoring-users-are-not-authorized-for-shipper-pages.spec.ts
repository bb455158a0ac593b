// Issue 27, "pages a role should not see": the shipper's pages (spec 001 §1: "Shippers (TMS side)
// create and update orders, manage locations...") are the shipper's. ar@factoring.test ("factoring
// companies see accounting, payments, contacts and profile", 000 §1), user@carrier.test and
// admin@carrier.test opening them by address see 'You are not Authorized for this content' in the
// shell, no 'Create Order', and no Orders group in the navigation.
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import { expect, test } from '../fixtures/portal';

const NOT_AUTHORIZED = 'You are not Authorized for this content';
const SHIPPER_PAGES = ['/orders', '/orders/create', '/locations', '/shipment-booking'];

for (const persona of [
  'factoring',
  'carrier-user',
  'carrier-admin',
] as const satisfies readonly DemoPersona[]) {
  test.describe(persona, () => {
    test.use({ persona });

    test(`${persona} is not authorized for the shipper's pages`, async ({ portal, page }) => {
      await portal.open(SHIPPER_PAGES[0]!);
      for (const path of SHIPPER_PAGES) {
        await portal.navigate(path);
        await expect(page.getByText(NOT_AUTHORIZED), path).toBeVisible();
        await expect(portal.shell()).toBeVisible();
        await expect(page.getByRole('button', { name: /Create Order/ }), path).toHaveCount(0);
        await expect(portal.shell().getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
      }
    });
  });
}
