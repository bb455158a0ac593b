// A carrier finds a load and books it (issue 11): filters the board, sorts by rate per mile, opens a
// load, sees the map and stops, books it with QuickPay and lands on the booked shipment, which is gone
// from the board; a load with unmet requirements says 'Requirements Not Met'; an offer of 2150 says
// 'New offer submitted.'.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('filters, sorts by rate per mile, opens a load, books it with QuickPay and lands on it', async ({
  portal,
  page,
}) => {
  await portal.open('/available-freight');
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByLabel('Include partials').uncheck();
  await page.getByRole('radio', { name: 'Highest Rate Per Mile' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/includePartials=false/);
  await expect(page).toHaveURL(/orderBy=ratePerMile/);

  const board = await callAsPage(page, API.loadboard.availableShipments, {
    query: { page: 1, pageSize: 10, includePartials: false, orderBy: 'ratePerMile', bookItNow: true },
  });
  // The best paying load with nothing left to confirm before booking.
  let shipmentNumber: string | undefined;
  for (const load of board.data) {
    const requirements = await callAsPage(page, API.shipments.requirements, { params: { id: load.id } });
    if (requirements.every((r) => !r.isRequiredForBooking || r.isCompleted)) {
      shipmentNumber = load.shipmentNumber;
      break;
    }
  }
  expect(shipmentNumber, 'a bookable load on the first page').toBeDefined();

  await page.getByRole('link', { name: `#${shipmentNumber}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/available-freight/${shipmentNumber}/preview`));
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('region', { name: 'Stops' })).toBeVisible();
  await expect(preview.locator('[data-map-state="drawn"]')).toBeVisible();
  await expect(preview.getByRole('group', { name: /^Route map: 1 / })).toBeVisible();

  await preview.getByRole('button', { name: 'Book Now' }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'BOOK NOW' }) });
  await drawer.getByRole('button', { name: 'Edit' }).click();
  await drawer.getByRole('radio', { name: /^QuickPay/ }).check();
  await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Successfully booked shipment.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${shipmentNumber}/preview/details`));

  const after = await callAsPage(page, API.loadboard.availableShipments, {
    query: { page: 1, pageSize: 500 },
  });
  expect(after.data.map((load) => load.shipmentNumber)).not.toContain(shipmentNumber);
  await portal.open('/available-freight');
  await expect(page.getByRole('link', { name: `#${shipmentNumber}`, exact: true })).toHaveCount(0);
});

test("a load with unmet requirements says 'Requirements Not Met'; an offer of 2150 says 'New offer submitted.'", async ({
  portal,
  page,
}) => {
  await portal.open('/available-freight');
  const board = await callAsPage(page, API.loadboard.availableShipments, {
    query: { page: 1, pageSize: 100, bookItNow: true },
  });
  let shipmentNumber: string | undefined;
  for (const load of board.data) {
    const requirements = await callAsPage(page, API.shipments.requirements, { params: { id: load.id } });
    if (requirements.some((r) => r.isRequiredForBooking && !r.isCompleted)) {
      shipmentNumber = load.shipmentNumber;
      break;
    }
  }
  expect(shipmentNumber, 'a load with a requirement to confirm').toBeDefined();

  await portal.open(`/available-freight/${shipmentNumber}/preview`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Check to confirm you can meet the following requirements.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Requirements Not Met')).toBeVisible();
  await expect(
    page.getByText('You have not confirmed that you meet the following requirements'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();

  await page.getByRole('tab', { name: 'NEW OFFER' }).click();
  const rate = page.getByLabel('Your rate (All In, Flat)');
  await rate.pressSequentially('21x50');
  await expect(rate).toHaveValue('2150');
  await page.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(page.getByText('New offer submitted.')).toBeVisible();
});
