// A driver on a phone (issue 13): enters with the driver token at 390 px, sees their loads with the
// next stop and a maps link, and uploads a proof of delivery at a dropoff through mf-cases-notes'
// DocumentsPanel (the suite's one upload); the document is on the shipment afterwards.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'driver', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('sees their loads at 390 px and uploads a proof of delivery at a dropoff', async ({ portal, page }) => {
  await portal.open('/all-shipments');
  await expect(page).toHaveURL((url) => url.pathname === '/shipments');
  const cards = page.getByRole('article', { name: /^Shipment / });
  await expect(cards.first()).toBeVisible();
  // No horizontal scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A delivered load (every stop complete, its proof of delivery still owed) says so and has no next
  // stop; the first load still on the road shows its next stop with a link to the phone's maps.
  const onTheRoad = cards.filter({ has: page.getByRole('region', { name: 'Next stop' }) }).first();
  await expect(onTheRoad.getByRole('region', { name: 'Next stop' }).getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );

  const card = cards.filter({ has: page.getByRole('region', { name: 'Proof of delivery' }) }).first();
  await expect(card, 'a load of the driver at a dropoff (or delivered)').toBeVisible();
  const shipmentNumber = (await card.getAttribute('aria-label'))!.replace('Shipment ', '');
  const pod = card.getByRole('region', { name: 'Proof of delivery' });
  await pod
    .getByLabel(/^Proof of delivery file for stop \d+ of shipment /)
    .setInputFiles({ name: `pod-${shipmentNumber}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  // mf-cases-notes' upload (DocumentsPanel at the dropoff) says what it sent, under its buttons.
  await expect(pod.getByText(`Sent: pod-${shipmentNumber}.pdf`)).toBeVisible();

  const documents = await callAsPage(page, API.shipments.documents, { params: { id: shipmentNumber } });
  expect(documents.map((d) => d.name)).toContain(`pod-${shipmentNumber}.pdf`);
});
