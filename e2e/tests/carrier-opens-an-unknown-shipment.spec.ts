// A shipment that cannot be opened (spec 001 §2, §8): the preview of an unknown shipment number says
// 'Unable to access shipment...redirecting to last page' and goes one page back after 3 seconds.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

test('an unknown shipment number shows the redirect message and goes back', async ({ portal, page }) => {
  await portal.open('/shipments');
  await expect(page.getByRole('list', { name: 'Shipment views' })).toBeVisible();
  await portal.navigate('/all-shipments/NO-SUCH-999/preview/details');
  await expect(page.getByText('Unable to access shipment...redirecting to last page')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/shipments', { timeout: 6_000 });
});
