// Issue 41, item 6: the company's own booked load still offered Book Now and Offer Rate, and the only
// hint was a toast that came seconds late and left 3 s later (its 'View shipment' once covered by the
// drawer's title). The load's header now says 'Booked by your company' with 'View shipment', in place
// of the booking actions; the shipment's own page does not toast that it is already booked.
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

/** Booked by the admin's company (Lone Star Carriers) in the seed. */
const BOOKED = '4100413';

test("the company's booked load says 'Booked by your company' with 'View shipment' and no booking actions", async ({
  portal,
  page,
}) => {
  await portal.open(`/available-freight/${BOOKED}/preview`);
  const held = page.getByRole('status').filter({ hasText: 'Booked by your company' });
  await expect(held).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reloads/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Offer Rate' })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/lb41/own-booked-${page.viewportSize()?.width}.png` });

  // A plain click: nothing (a drawer's title, a toast) covers the link.
  await held.getByRole('link', { name: 'View shipment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/all-shipments/${BOOKED}/preview/details`);
  // The shipment's own page, once it knows the shipment is the company's, says nothing about it being
  // already booked.
  await expect(page.getByRole('button', { name: 'Edit PRO number' })).toBeVisible();
  await expect(page.getByText(/already booked by your company/)).toHaveCount(0);
});

test('the shipment opened by its address does not toast that it is already booked', async ({
  portal,
  page,
}) => {
  await portal.open('/all-shipments/4100404/preview/details');
  await expect(page.getByRole('button', { name: 'Edit PRO number' })).toBeVisible();
  await expect(page.getByText(/already booked by your company/)).toHaveCount(0);
});
