// The host's search opens the load-detail dialog for a ready-to-book shipment (spec 000 §2 'Shipment
// search'); a broker sees it without the load-board extras: no Reloads button and no 'Loads you may
// also like' (spec 000 §1). A carrier sees both.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

for (const persona of ['carrier-admin', 'broker'] as const satisfies readonly DemoPersona[]) {
  test.describe(persona, () => {
    test.use({ persona });

    test(`the search opens the load-detail dialog of a ready-to-book shipment (${persona})`, async ({
      portal,
      page,
    }) => {
      await portal.open('/dashboard');
      const board = await callAsPage(page, API.loadboard.availableShipments, {
        query: { page: 1, pageSize: 5 },
      });
      const load = board.data.find((s) => s.status === ShipmentStatus.ReadyToBook);
      expect(load, 'a ready-to-book load').toBeDefined();

      await page.getByLabel('Search Shipments').fill(load!.shipmentNumber);
      await page
        .getByRole('option', { name: new RegExp(load!.shipmentNumber) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: `#${load!.shipmentNumber}` })).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Stops' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Offer Rate' })).toBeEnabled();
      if (persona === 'broker') {
        await expect(dialog.getByRole('button', { name: /^Reloads/ })).toHaveCount(0);
        await expect(dialog.getByText('Loads you may also like')).toHaveCount(0);
      } else {
        await expect(dialog.getByRole('button', { name: /^Reloads \(\d+\)$/ })).toBeVisible();
        await expect(dialog.getByText('Loads you may also like')).toBeVisible();
      }
    });
  });
}
