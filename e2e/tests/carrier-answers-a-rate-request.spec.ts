// A carrier answers a rate request (issue 12; spec 000 §4, §5): a Sent request is answered with Rate
// + Fuel, Per Mile and 'Send Offer' ('Rate response submitted.'), after which the drawer reads 'Update
// Offer' with rate type and charge method locked and the open-rate-requests badge is one lower; on
// another Sent request, choosing All In forces Flat and disables it.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { expect, test } from '../fixtures/portal';
import { demoAccount } from '../fixtures/sign-in';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test("answers a Sent rate request with Rate + Fuel, Per Mile: 'Send Offer', then 'Update Offer' with both locked; All In forces Flat", async ({
  portal,
  page,
}) => {
  const { companyId } = demoAccount('carrier-admin');
  await portal.open('/rates');
  const open = await callAsPage(page, API.loadboard.rateRequests, {
    query: { carrierId: companyId, statuses: [TenderResponseStatus.Sent], page: 1, pageSize: 10 },
  });
  // Requests whose load is still on the board (another journey may have booked one).
  const answerable = [];
  for (const candidate of open.data) {
    const load = await callAsPage(page, API.loadboard.availableShipmentDetails, {
      params: { shipmentNumberOrId: candidate.shipmentNumber },
    });
    if (load.status === ShipmentStatus.ReadyToBook) answerable.push(candidate);
  }
  expect(answerable.length, 'two Sent rate requests on loads still open').toBeGreaterThanOrEqual(2);
  const [request, another] = answerable;
  const badge = portal.shell().getByRole('img', { name: /^\d+ open rate requests$/ });
  await expect(badge).toHaveAccessibleName(`${open.totalCount} open rate requests`);

  await page.getByRole('link', { name: `#${request!.shipmentNumber}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rates/${request!.id}/preview$`));
  await page.getByRole('button', { name: 'Offer Rate' }).click();
  const drawer = page.getByRole('dialog', { name: `Rate request for shipment #${request!.shipmentNumber}` });
  const send = drawer.getByRole('button', { name: 'Send Offer' });
  await expect(send).toBeDisabled();
  await drawer.getByLabel('Rate', { exact: true }).pressSequentially('x3.25');
  await expect(drawer.getByLabel('Rate', { exact: true })).toHaveValue('3.25');
  await drawer.getByRole('radio', { name: 'Rate + Fuel' }).check();
  await drawer.getByRole('radio', { name: 'Per Mile' }).check();
  await send.click();
  await expect(page.getByText('Rate response submitted.')).toBeVisible();
  await expect(drawer).toBeHidden();
  const left = open.totalCount - 1;
  if (left > 0) await expect(badge).toHaveAccessibleName(`${left} open rate requests`);
  else await expect(badge).toHaveCount(0);

  await page.getByRole('button', { name: 'Offer Rate' }).click();
  await expect(drawer.getByRole('button', { name: 'Update Offer' })).toBeVisible();
  await expect(drawer.getByLabel('Rate', { exact: true })).toHaveValue('3.25');
  for (const name of ['All In', 'Rate + Fuel', 'Flat', 'Per Mile']) {
    await expect(drawer.getByRole('radio', { name }), name).toBeDisabled();
  }
  await expect(drawer.getByRole('radio', { name: 'Rate + Fuel' })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: 'Per Mile' })).toBeChecked();

  // Another Sent request: All In forces Flat and disables the charge method.
  await portal.open(`/rates/${another!.id}/preview`);
  await page.getByRole('button', { name: 'Offer Rate' }).click();
  const other = page.getByRole('dialog', { name: `Rate request for shipment #${another!.shipmentNumber}` });
  await other.getByRole('radio', { name: 'Per Mile' }).check();
  await other.getByRole('radio', { name: 'All In' }).check();
  await expect(other.getByRole('radio', { name: 'Flat' })).toBeChecked();
  await expect(other.getByRole('radio', { name: 'Flat' })).toBeDisabled();
  await expect(other.getByRole('radio', { name: 'Per Mile' })).toBeDisabled();
});
