// Silent sign-in (spec 000 §4 and the "silent renewal works"): when the portal has no
// trucks-jwt but MSAL and the identity provider still know the user, the portal gets a fresh ID token
// in a hidden iframe (prompt=none, answered through /redirect-bridge.html) and exchanges it for a new
// trucks-jwt, without the provider's page ever showing. Renewal before expiry takes the same path.
import { expect, test } from '../fixtures/portal';
import { isProviderUrl, sessionToken } from '../fixtures/sign-in';

test.use({ persona: 'carrier-user', signedIn: false });

test('with the trucks-jwt gone, a reload signs in silently through the redirect bridge and stays on the page', async ({
  portal,
  page,
}) => {
  await portal.open('/tenders');
  const first = await sessionToken(page);
  expect(first).toBeTruthy();

  const mainDocuments: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) mainDocuments.push(frame.url());
  });
  const bridge = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/redirect-bridge.html',
  );
  await page.evaluate(() => window.localStorage.removeItem('trucks-jwt'));
  await page.reload();

  await bridge;
  await expect.poll(() => sessionToken(page)).not.toBeNull();
  await expect(page).toHaveURL(/\/tenders$/);
  await expect(portal.shell()).toBeVisible();
  expect(
    mainDocuments.filter((url) => isProviderUrl(url)),
    'the provider page never showed',
  ).toEqual([]);
});
