// The documents sub-page of a shipment (issue 13) embeds mf-cases-notes' documents panel; a PDF of
// the shipment opens in its viewer (pdf.js draws it), loaded only when the viewer is shown.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('the documents sub-page opens a PDF in the viewer', async ({ portal, page }) => {
  await portal.open('/shipments');
  const list = await callAsPage(page, API.shipments.list, {
    query: { statuses: SHIPMENT_COUNT_GROUPS.past.statuses, page: 1, pageSize: 200 },
  });
  let target: { shipmentNumber: string; name: string } | undefined;
  for (const shipment of list.data) {
    const documents = await callAsPage(page, API.shipments.documents, { params: { id: shipment.id } });
    const pdf = documents.find((d) => d.extension?.toLowerCase() === 'pdf');
    if (pdf) {
      target = { shipmentNumber: shipment.shipmentNumber, name: pdf.name };
      break;
    }
  }
  expect(target, 'a delivered shipment with a PDF document').toBeDefined();

  await portal.navigate(`/all-shipments/${target!.shipmentNumber}/preview/documents`);
  await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  await page.getByText(target!.name, { exact: true }).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
});
