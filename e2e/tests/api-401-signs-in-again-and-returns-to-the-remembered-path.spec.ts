// Spec 000 §7: on a 401 from the API the session ends: the token and the sign-in cache are cleared,
// the current path is remembered, the browser goes to the root, which signs in again (the provider
// may still know the browser and come straight back, or show its login form), and the user lands on
// the remembered path.
//
// The 401 is the API gateway's real answer shape for a refused token, served once by page.route for
// the next /api/ call: the page's in-memory session cannot be forged from outside, and a reload would
// test the entry path instead (a stored token refused while starting), not a 401 during work.
import { expect, test } from '../fixtures/portal';
import { isProviderUrl, sessionToken } from '../fixtures/sign-in';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';

// A fresh sign-in of its own, so ending this session cannot touch the suite's saved ones. A carrier
// user: no admin modal in the way of typing.
test.use({ persona: 'carrier-user', signedIn: false });

interface DocumentLoad {
  path: string;
  hasToken: boolean;
}

/** Runs at the start of every top-level document: where it loaded and whether a trucks-jwt was stored. */
function recordDocumentLoads(): void {
  if (window !== window.top) return;
  const key = 'e2e.documentLoads';
  const loads = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as unknown[];
  loads.push({
    path: `${window.location.pathname}${window.location.search}`,
    hasToken: window.localStorage.getItem('trucks-jwt') !== null,
  });
  window.sessionStorage.setItem(key, JSON.stringify(loads));
}

test('a 401 from the API ends the session, signs in again and returns to the remembered path', async ({
  portal,
  page,
  context,
}) => {
  await context.addInitScript(recordDocumentLoads);
  // Read between two documents, the page has no answer yet: none read, ask again.
  const loads = () =>
    page
      .evaluate(
        () => JSON.parse(window.sessionStorage.getItem('e2e.documentLoads') ?? '[]') as DocumentLoad[],
      )
      .catch((): DocumentLoad[] => []);

  await portal.open('/tenders?status=Sent');
  await expect(page.getByRole('heading', { level: 1, name: pageTitleFromPath('/tenders') })).toBeVisible({
    timeout: 20_000,
  });
  const url = new URL(page.url());
  const remembered = `${url.pathname}${url.search}`;
  expect(remembered).toContain('/tenders?status=Sent');
  const tokenBefore = await sessionToken(page);
  expect(tokenBefore).toBeTruthy();
  const loadsBefore = (await loads()).length;

  let refused = '';
  await page.route(
    '**/api/**',
    async (route) => {
      refused = route.request().url();
      await route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Unauthorized', status: 401, detail: 'The token is not valid.' }),
      });
    },
    { times: 1 },
  );
  // Work that calls the API without leaving the page: the top bar's shipment search.
  await page.getByPlaceholder('Search Shipments').first().fill('1000');

  // The session ended: the root loaded without a token.
  await expect
    .poll(async () => (await loads()).slice(loadsBefore), { timeout: 15_000 })
    .toContainEqual({ path: '/', hasToken: false });
  expect(refused, 'the refused call').toContain('/api/');

  await portal.settle(remembered);
  await expect(page).toHaveURL((current) => `${current.pathname}${current.search}` === remembered);
  expect(isProviderUrl(page.url())).toBe(false);
  const tokenAfter = await sessionToken(page);
  expect(tokenAfter, 'a new trucks-jwt after signing in again').toBeTruthy();
  expect(tokenAfter).not.toBe(tokenBefore);
  await expect(page.getByRole('heading', { level: 1, name: pageTitleFromPath('/tenders') })).toBeVisible();
});
