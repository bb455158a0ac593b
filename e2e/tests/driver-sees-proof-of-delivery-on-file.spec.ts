// A driver on a phone (issue 41): a delivered load's card says which proofs of delivery are already on
// file, so the driver does not send one twice; the card states what may be sent, and a file over the
// limit is refused on the card before anything is sent.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'driver', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a delivered load lists the proofs of delivery on file and refuses a 21 MB file', async ({
  portal,
  page,
}) => {
  await portal.open('/shipments');
  const delivered = page
    .getByRole('article', { name: /^Shipment / })
    .filter({ hasText: 'Every stop is complete.' })
    .first();
  await expect(delivered, 'a delivered load of the driver').toBeVisible();
  const shipmentNumber = (await delivered.getAttribute('aria-label'))!.replace('Shipment ', '');
  const documents = await callAsPage(page, API.shipments.documents, { params: { id: shipmentNumber } });
  const proofs = documents.filter((d) => d.fileType === DocumentFileType.ProofOfDelivery);
  expect(proofs.length, 'the seed files a proof of delivery with a delivered load').toBeGreaterThan(0);

  const onFile = delivered.getByRole('region', { name: 'Already on file' });
  await expect(onFile).toContainText(
    proofs.length === 1
      ? 'A proof of delivery is on file for this shipment'
      : `${proofs.length} proofs of delivery are on file for this shipment`,
  );
  for (const proof of proofs) await expect(onFile).toContainText(proof.name);
  await expect(delivered.getByText('PDF, PNG, JPEG or TIFF, up to 20 MB')).toBeVisible();

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v2/documents')) uploads.push(request.url());
  });
  await delivered.getByLabel(/^Proof of delivery file for stop \d+ of shipment /).setInputFiles({
    name: 'signed-pod.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(21 * 1024 * 1024, 0x20),
  });
  await expect(delivered.getByRole('alert')).toHaveText(
    'signed-pod.pdf is 21.0 MB: a document can be at most 20 MB.',
  );
  expect(uploads).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
