// Issue 27, confirmed against the spec and fixed: an Offer Rate on an available load raised the Rate
// Requests badge ('24 open rate requests' to 25), as if the carrier's own offer were a new request for
// the carrier to answer. The badge counts open requests, those in Sent, which spec 000 §4 gives 'Send
// Offer' and editable fields: requests still awaiting the carrier's rate. An offer is that rate: the
// request it opens is already answered, and the badge stays as it was (mf-loadboard/README.md).
// Issue 41: that answer read 'Accepted', which a carrier reads as a won load; it is Pending until the
// shipper answers.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { RateRequestStatus } from '@trucks/shared-contracts/domain/rate-request-status';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('an offer on an available load says "New offer submitted.", reads Pending, and leaves the open rate requests badge as it was', async ({
  portal,
  page,
}) => {
  await portal.open('/available-freight');
  const openRequests = /^\d+ open rate requests$/;
  const badge = portal.shell().getByRole('img', { name: openRequests });
  await expect(badge).toBeVisible();
  const before = await badge.getAttribute('aria-label');

  // A load the company has no rate request on yet.
  const board = await callAsPage(page, API.loadboard.availableShipments, {
    query: { page: 1, pageSize: 100 },
  });
  const requests = await callAsPage(page, API.loadboard.rateRequests, { query: { page: 1, pageSize: 1000 } });
  const requested = new Set(requests.data.map((request) => request.shipmentNumber));
  const load = board.data.find((candidate) => !requested.has(candidate.shipmentNumber) && !candidate.offer);
  expect(load, 'an available load without a rate request').toBeDefined();

  await portal.open(`/available-freight/${load!.shipmentNumber}/preview`);
  await page.getByRole('button', { name: 'Offer Rate' }).click();
  await page.getByRole('tab', { name: 'NEW OFFER' }).click();
  await page.getByLabel('Your rate (All In, Flat)').fill('2150');
  await page.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(page.getByText('New offer submitted.')).toBeVisible();

  // The offer is on record, answered and Pending: the Rates list has it, not among the Sent ones.
  const after = await callAsPage(page, API.loadboard.rateRequests, {
    query: { search: load!.shipmentNumber, page: 1, pageSize: 10 },
  });
  expect(after.data.map((request) => [request.shipmentNumber, request.status])).toEqual([
    [load!.shipmentNumber, RateRequestStatus.Pending],
  ]);
  await expect(badge).toHaveAccessibleName(before ?? '');
  // And after a full page load, from the API's own count.
  await page.reload();
  await portal.settle(`/available-freight/${load!.shipmentNumber}/preview`);
  await expect(badge).toHaveAccessibleName(before ?? '');
  // The load shows the offer as pending; so does its rate request, never 'Accepted'.
  const yourOffer = page.locator('.ant-descriptions-item').filter({ hasText: 'Your offer' });
  await expect(yourOffer).toContainText('$2,150.00');
  await expect(yourOffer).toContainText('Pending');
  await portal.open(`/rates/${load!.shipmentNumber}/preview/details`);
  const terms = page.getByRole('main');
  await expect(terms.getByText("$2,150.00 All In, Flat · Waiting for the shipper's answer")).toBeVisible();
  await expect(terms.getByText('Pending').first()).toBeVisible();
  await expect(terms.getByText('Accepted')).toHaveCount(0);
});
