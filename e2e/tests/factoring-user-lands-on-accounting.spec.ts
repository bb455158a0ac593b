// A factoring company user (FactoringCompanyPortal) signs in and lands on accounting (spec 000 §2:
// "FactoringCompanyPortal users go to accounting"), with the financial items of the navigation.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

test.use({ persona: 'factoring' });

test('a factoring user visiting the root lands on accounting', async ({ portal, page }) => {
  await portal.open('/');

  await expect(page).toHaveURL((url) => url.pathname === AREA_ROUTE.mf_financials);
  await portal.waitForArea('mf_financials');
  const nav = portal.shell();
  await expect(nav.getByRole('link', { name: 'Accounting', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payment Remittance', exact: true })).toBeVisible();
  // The carrier's freight items are not a factoring company's.
  await expect(nav.getByRole('link', { name: 'Tenders', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Load Board', exact: true })).toHaveCount(0);
});
