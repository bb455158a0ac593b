// A carrier admin signs in through the identity provider from an empty browser (spec 000 §1, §4):
// 'Login Successful', the side navigation's groups (§2), and the red badges carrying the counts the
// trucks API gives this user right now (§2, §6), read in the test with the page's own session, by the
// same calls the shell makes for them.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { demoAccount, isProviderUrl, sessionToken } from '../fixtures/sign-in';
import { callAsPage } from '../fixtures/trucks-api';
import { badgeName, carrierBadgeCountsFromApi } from '../fixtures/navigation-badges';

test.use({ persona: 'carrier-admin', signedIn: false });

test('a carrier admin signs in at the provider, sees Login Successful, the navigation groups and the real badge counts', async ({
  portal,
  page,
}) => {
  const admin = demoAccount('carrier-admin');

  await page.goto('/dashboard');
  await expect.poll(() => isProviderUrl(page.url()), { message: 'sent to the identity provider' }).toBe(true);
  expect(await sessionToken(page)).toBeNull();

  await portal.settle('/dashboard');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await sessionToken(page)).toBeTruthy();
  // This admin's company has an expired Samsara token (spec 000 §6): the modal greets the sign-in.
  await expect(portal.samsaraModal()).toBeVisible();
  await portal.dismissSamsaraModal();

  const nav = portal.shell();
  for (const group of ['Dashboard', 'Load Board', 'Manage Freight', 'Financials', 'Account']) {
    await expect(nav.getByRole('list', { name: group, exact: true }), `group ${group}`).toBeVisible();
  }
  for (const item of [
    'Dashboard',
    'Load Board',
    'Live Equipment',
    'Saved Lanes',
    'Top Picks',
    'Shipments',
    'Tenders',
    'Rate Requests',
    'Accounting',
    'Payment Remittance',
    'Third Party Payer Invoices',
    'Accessorial Requests',
    'Videos',
    'Contacts',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true }), `item ${item}`).toBeVisible();
  }
  // Shipper-side areas are not a carrier's.
  await expect(nav.getByRole('list', { name: 'Orders', exact: true })).toHaveCount(0);

  const badges = await carrierBadgeCountsFromApi(page, admin.companyId);
  expect(
    badges.some((badge) => badge.count > 0),
    'the seed gives the admin at least one non-zero count',
  ).toBe(true);
  for (const { item, noun, count } of badges) {
    await test.step(`${item}: ${count} ${noun}`, async () => {
      const badge = nav.getByRole('img', { name: new RegExp(`^\\d+ ${noun}$`) });
      if (count > 0) await expect(badge).toHaveAccessibleName(badgeName({ noun, count }));
      // Zero shows no badge at all (spec 000 §2).
      else await expect(badge).toHaveCount(0);
    });
  }

  // The admin's open access requests: on the Admin entry of the user menu (spec 000 §2, §6).
  const { count: openAccessRequests } = await callAsPage(page, API.account.openAccessRequestCount);
  await page.getByRole('button', { name: `User menu for ${admin.firstName} ${admin.lastName}` }).click();
  const accessBadge = page.getByRole('img', { name: /^\d+ open access requests$/ });
  if (openAccessRequests > 0) {
    await expect(accessBadge).toHaveAccessibleName(`${openAccessRequests} open access requests`);
  } else {
    await expect(accessBadge).toHaveCount(0);
  }
});
