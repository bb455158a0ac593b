// The driver app (spec 000 §4): a driver opens the link with ?driverToken= and is in, without the
// identity provider; the token leaves the address bar at once, and the portal shows the page alone:
// no top bar, no side navigation. A driver's home is the all-shipments list (spec 000 §2), whose index
// goes on to /shipments, where a driver gets the phone cards of their own loads (mf-shipments). Without
// the top bar there is no 'All Shipments' path title; the page's own title is 'Shipments'.
import { expect, test } from '../fixtures/portal';
import { isProviderUrl, sessionToken, withDriverToken } from '../fixtures/sign-in';

test.use({ persona: 'driver', signedIn: false });

test('a driver entering with the driver token lands on their loads without top bar or navigation, and the token leaves the address', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto(withDriverToken('/'));

  await expect(page).toHaveURL((url) => url.pathname === '/shipments', { timeout: 20_000 });
  const list = page.getByRole('main');
  await expect(list.getByRole('heading', { name: 'Shipments', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(list.getByRole('article', { name: /^Shipment / }).first()).toBeVisible();
  // A new sign-in's welcome (spec 000 §8), shown over the cards once they are there (issue 26).
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'All Shipments' })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('driverToken'), 'token in the address bar').toBe(false);
  expect(
    visited.filter((url) => isProviderUrl(url)),
    'pages of the identity provider',
  ).toEqual([]);
  expect(await sessionToken(page)).toBeTruthy();

  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Search Shipments')).toHaveCount(0);

  // The back button does not bring the token back either: it is not in the history.
  expect(await page.evaluate(() => window.location.search)).not.toContain('driverToken');
});
