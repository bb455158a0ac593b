// A broker (isBroker) works tenders but not the load board (spec 000 §2, §6): the load-board items
// and Accessorial Requests are not in the navigation, and the load board's address says the broker
// is not authorized.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'broker' });

test('a broker sees no load-board items, keeps Tenders, and /available-freight is not authorized', async ({
  portal,
  page,
}) => {
  await portal.open('/dashboard');

  const nav = portal.shell();
  await expect(nav.getByRole('link', { name: 'Tenders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shipments', exact: true })).toBeVisible();
  for (const item of ['Load Board', 'Live Equipment', 'Saved Lanes', 'Top Picks', 'Accessorial Requests']) {
    await expect(nav.getByRole('link', { name: item, exact: true }), item).toHaveCount(0);
  }
  await expect(nav.getByRole('list', { name: 'Load Board', exact: true })).toHaveCount(0);

  await portal.open('/available-freight');
  await expect(page.getByText('You are not Authorized for this content')).toBeVisible();
  await expect(portal.shell()).toBeVisible();
});
