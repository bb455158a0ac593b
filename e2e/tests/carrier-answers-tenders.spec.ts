// A carrier answers tenders (issue 12): accepts a Sent tender with Standard Pay in the 496px tender
// drawer and sees 'Successfully accepted Tender.', the tender under Accepted and the sent-tenders badge
// one lower; rejects another, which then lists under Rejected. A factoring user cannot open /tenders.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

const sentTendersBadge = /^\d+ sent tenders$/;

test.describe('a carrier admin', () => {
  test.use({ persona: 'carrier-admin' });

  test("accepts a Sent tender with Standard Pay: 'Successfully accepted Tender.', listed under Accepted, badge one lower; rejects another", async ({
    portal,
    page,
  }) => {
    await portal.open('/tenders');
    const sent = await callAsPage(page, API.loadboard.tenders, {
      query: { statuses: [TenderResponseStatus.Sent], page: 1, pageSize: 10 },
    });
    expect(sent.totalCount, 'the seed sends the carrier at least two tenders').toBeGreaterThanOrEqual(2);
    const [toAccept, toReject] = sent.data;
    const badge = portal.shell().getByRole('img', { name: sentTendersBadge });
    await expect(badge).toHaveAccessibleName(`${sent.totalCount} sent tenders`);
    const sentView = page.getByRole('list', { name: 'Tender status' }).getByRole('button', { name: /^Sent/ });
    await expect(sentView).toContainText(String(sent.totalCount));

    // Accept: the preview with the tender icon, the drawer's ACCEPT tab, Standard Pay.
    await page.getByRole('link', { name: `#${toAccept!.shipmentNumber}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tenders/${toAccept!.id}/preview$`));
    await expect(page.getByRole('img', { name: 'Tender', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Tender for shipment #${toAccept!.shipmentNumber}` });
    await expect(drawer.getByRole('tab', { name: 'ACCEPT' })).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'NEW OFFER' })).toBeVisible();
    const options = drawer.getByRole('radiogroup', { name: 'Payment option' });
    await expect(options.getByRole('radio', { name: /^Book It Now/ })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Edit' }).click();
    await options.getByRole('radio', { name: /^Standard Pay/ }).check();
    await drawer.getByRole('button', { name: 'Accept Tender' }).click();
    await expect(page.getByText('Successfully accepted Tender.')).toBeVisible();
    await expect(drawer).toBeHidden();

    const left = sent.totalCount - 1;
    if (left > 0) await expect(badge).toHaveAccessibleName(`${left} sent tenders`);
    else await expect(badge).toHaveCount(0);
    const accepted = await callAsPage(page, API.loadboard.tender, { params: { id: toAccept!.id } });
    expect(accepted.status).toBe(TenderResponseStatus.Accepted);

    await portal.open('/tenders?status=Accepted');
    await expect(page.getByRole('link', { name: `#${toAccept!.shipmentNumber}`, exact: true })).toBeVisible();

    // Reject another: the offer is answered with Rejected.
    await portal.open(`/tenders/${toReject!.id}/preview`);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('button', { name: 'Reject Tender' }).click();
    await expect(page.getByText('Tender rejected.')).toBeVisible();
    if (left - 1 > 0) await expect(badge).toHaveAccessibleName(`${left - 1} sent tenders`);
    else await expect(badge).toHaveCount(0);
    await portal.open('/tenders?status=Rejected');
    await expect(page.getByRole('link', { name: `#${toReject!.shipmentNumber}`, exact: true })).toBeVisible();
  });
});

test.describe('a factoring user', () => {
  test.use({ persona: 'factoring' });

  test('cannot open /tenders', async ({ portal, page }) => {
    await portal.open('/tenders');
    await expect(page.getByText('You are not Authorized for this content')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tender status' })).toHaveCount(0);
  });
});
