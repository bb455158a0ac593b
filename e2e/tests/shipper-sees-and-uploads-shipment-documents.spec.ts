// The shipper's shipment documents (issue 41, item 1): a delivered shipment of the shipper's own lists
// its BOL, rate confirmation and proof of delivery, and an upload is filed on it with the shipper
// side's 'Document Successfully Uploaded' (spec 001 §8).
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'shipper' });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a delivered shipment lists its paperwork and takes an upload', async ({ portal, page }) => {
  // 4900046: a shipper-only shipment, delivered (the seed's shipper side is fixed by its own seed).
  await portal.open('/shipment-tracking/4900046/preview');
  const documents = page.getByRole('region', { name: /^Documents of Shipment/ });
  for (const name of ['BOL 4900046.pdf', 'Rate Confirmation 4900046.pdf', 'POD 4900046.pdf'])
    await expect(documents.getByText(name, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/was not found/)).toHaveCount(0);

  await documents.getByRole('button', { name: /Upload Document/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'lumper-receipt-4900046.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByLabel('File Type').click();
  await page.getByTitle('Shipment Miscellaneous', { exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document Successfully Uploaded')).toBeVisible();
  await expect(documents.getByText('lumper-receipt-4900046.pdf', { exact: true })).toBeVisible();
});
