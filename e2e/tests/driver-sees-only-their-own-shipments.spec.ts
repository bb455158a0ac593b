// Issue 41, "A driver sees the whole company": with the driver's link, typing another load's
// financials or the company's case notes showed the invoice, the rate and the notes. Spec 000 §1:
// drivers "see their shipments and profile". The portal says 'You are not Authorized for this
// content' there, the API answers 403, and the load the driver drives still opens (4100350 in the seed).
import { expect, test } from '../fixtures/portal';
import { sessionToken } from '../fixtures/sign-in';

test.use({ persona: 'driver' });

const NOT_AUTHORIZED = 'You are not Authorized for this content';

test("a driver typing another load's financials or the company's case notes is not authorized, and opens their own load", async ({
  portal,
  page,
}) => {
  await portal.open('/all-shipments/4100413/preview/financials');
  await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  await expect(page.getByText('Line Haul')).toHaveCount(0);

  await portal.navigate('/cases/60105/preview/notes');
  await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();

  // The API refuses the same, as a real API would, whatever the portal sends.
  const token = await sessionToken(page);
  const status = async (path: string) =>
    (await page.request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })).status();
  expect(await status('v2/invoices')).toBe(403);
  expect(await status('v2/shipments/4100413/billing_configuration')).toBe(403);
  expect(await status('v1/cases/60105/notes')).toBe(403);

  // Their own load opens with every section read: none of its calls is refused.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await portal.navigate('/all-shipments/4100350/preview/details');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Shipment 4100350' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Stops' })).toBeVisible();
  await expect(main.getByRole('tab')).toHaveText(['Details', 'Documents']);
  await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
