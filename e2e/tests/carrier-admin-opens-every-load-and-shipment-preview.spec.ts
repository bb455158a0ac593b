// Issue 27, "a white page": as the carrier admin, a direct link to the preview of a load the company
// booked blanked the whole portal (the load board's 'already booked' toast carried a router Link, and
// antd's toast holder rendered outside the router). Every preview route of the load board and of the
// shipments, for a booked, an available and an unknown load, must show the shell and the page: never an
// empty body, never the crash screen. What the booked load says, and its link to
// the shipment: carrier-sees-its-own-booked-load-as-booked.spec.ts.
import type { Page, Request } from '@playwright/test';
import { networkQuiet, trackRequests } from '../fixtures/network-quiet';
import { expect, test } from '../fixtures/portal';
import type { Portal } from '../fixtures/portal-page';

test.use({ persona: 'carrier-admin' });

const LOADS = {
  /** Booked by the admin's company (Lone Star Carriers) in the seed. */
  booked: '4100413',
  /** Ready to book on the load board. */
  available: '4100191',
  unknown: '9999999',
} as const;

/**
 * Each preview route of the load board and of the shipments (spec 000 §2, 001 §2) for a shipment
 * number. The first of each app's routes is opened by address, as a link from an email is: the app
 * starts on it. The others are opened in the running portal, as its links and Back do: a preview that
 * crashes blanks the page either way, and a page load for each of the 60 made this the suite's longest
 * journey.
 */
function previewRoutes(n: string): { path: string; byAddress: boolean }[] {
  const byAddress = new Set([
    `/available-freight/${n}/preview`,
    `/dashboard/shipments/${n}/preview`,
    `/all-shipments/${n}/preview`,
  ]);
  return [
    `/available-freight/${n}/preview`,
    `/reloads?reloadShipment=${n}`,
    `/tenders/${n}`,
    `/tenders/${n}/preview`,
    `/tenders/${n}/preview/details`,
    `/rates/${n}`,
    `/rates/${n}/preview`,
    `/rates/${n}/preview/details`,
    `/rates/AllIn/shipment/${n}`,
    `/dashboard/shipments/${n}/preview`,
    `/dashboard/tenders/${n}/preview`,
    `/dashboard/rates/${n}/preview`,
    `/all-shipments/${n}/preview`,
    `/all-shipments/${n}/preview/details`,
    `/all-shipments/${n}/preview/financials`,
    `/all-shipments/${n}/preview/cases`,
    `/all-shipments/${n}/preview/documents`,
    `/all-shipments/${n}/preview/SignedRateConfirmation`,
    `/shipments/${n}`,
    `/my-shipments/${n}`,
  ].map((path) => ({ path, byAddress: byAddress.has(path) }));
}

/**
 * The page has finished loading what it shows: no request on its way (the notices that come with a
 * shipment's details, right after its first paint, come with their answer) and no spinner left.
 */
async function settled(page: Page, inFlight: Set<Request>) {
  await networkQuiet(page, inFlight, { quietMs: 150 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

async function expectShellAndPage(portal: Portal, page: Page, path: string) {
  await expect(portal.shell(), `${path}: the shell is shown`).toBeVisible();
  await expect(page.getByText('Whoops! Something Went Wrong'), `${path}: no crash screen`).toHaveCount(0);
  // Polled, not read once: on a busy machine the page's first content may come after its loading
  // states are gone (seen with two suites on two cores). A page that stays blank still fails.
  await expect
    .poll(async () => (await page.getByRole('main').innerText()).trim().length, {
      message: `${path}: the page shows something`,
    })
    .toBeGreaterThan(0);
  expect(portal.pageErrors, `${path}: no uncaught error`).toEqual([]);
}

for (const [kind, shipmentNumber] of Object.entries(LOADS)) {
  test(`every load-board and shipment preview of ${kind === 'booked' ? 'a' : 'an'} ${kind} load opens without a blank page`, async ({
    portal,
    page,
  }) => {
    test.setTimeout(180_000);
    const inFlight = trackRequests(page);
    for (const { path, byAddress } of previewRoutes(shipmentNumber)) {
      await test.step(path, async () => {
        if (byAddress) await portal.open(path);
        else await portal.pushAddress(path);
        await settled(page, inFlight);
        await expectShellAndPage(portal, page, path);
      });
    }
  });
}
