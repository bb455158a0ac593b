// A dispatcher works a shipment that needs an update (issue 13): opens Needs Updates, whose count
// agrees with the API and with the navigation badge; opens a shipment; edits an appointment and the
// PRO number; assigns a driver; and sees every change after a reload.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('opens Needs Updates, opens a shipment, edits an appointment and the PRO number, assigns a driver, and sees them after a reload', async ({
  portal,
  page,
}) => {
  await portal.open('/shipments');
  const { totalCount } = await callAsPage(page, API.shipments.totalCount, {
    query: SHIPMENT_COUNT_GROUPS.needsUpdates,
  });
  expect(totalCount, 'the seed gives the demo carrier shipments needing updates').toBeGreaterThan(0);
  const views = page.getByRole('list', { name: 'Shipment views' });
  await expect(views.getByRole('button').filter({ hasText: 'Needs Updates' })).toContainText(
    String(totalCount),
  );
  await expect(
    portal.shell().getByRole('img', { name: `${totalCount} shipments needing updates` }),
  ).toBeVisible();
  await expect(
    page.getByText(`${totalCount.toLocaleString('en-US')} ${totalCount === 1 ? 'shipment' : 'shipments'}`, {
      exact: true,
    }),
  ).toBeVisible();

  // A load on the road, the carrier's own, with room for a second driver.
  const list = await callAsPage(page, API.shipments.list, {
    query: { ...SHIPMENT_COUNT_GROUPS.needsUpdates, page: 1, pageSize: 500 },
  });
  const load = list.data.find(
    (s) =>
      s.status >= ShipmentStatus.Dispatched &&
      s.status <= ShipmentStatus.AtStop &&
      (s.drivers?.length ?? 0) < 2,
  );
  expect(load, 'a moving load needing updates').toBeDefined();
  const drivers = await callAsPage(page, API.contacts.searchDrivers, { query: { page: 1, pageSize: 50 } });
  const newDriver = drivers.items.find((d) => !(load!.drivers ?? []).some((on) => on.id === d.id));
  expect(newDriver, 'a company driver not on the load').toBeDefined();

  await page.getByRole('searchbox', { name: 'Search shipments' }).fill(load!.shipmentNumber);
  await page.getByRole('searchbox', { name: 'Search shipments' }).press('Enter');
  await page.getByRole('link', { name: load!.shipmentNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${load!.shipmentNumber}/preview/details`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Shipment ${load!.shipmentNumber}` }),
  ).toBeVisible();

  // The last stop's appointment, typed in the stop's own zone.
  const lastStop = [...load!.stops].sort((a, b) => a.stopNumber - b.stopNumber).at(-1)!;
  await page.getByRole('button', { name: `Edit appointment of stop ${lastStop.stopNumber}` }).click();
  const appointmentDrawer = page.getByRole('dialog');
  // Inside the stop's window: the drawer refuses an appointment before Early or after Late.
  const appointment = withinWindow(
    await appointmentDrawer.getByRole('textbox', { name: 'Early' }).inputValue(),
    await appointmentDrawer.getByRole('textbox', { name: 'Late' }).inputValue(),
  );
  await appointmentDrawer.getByRole('textbox', { name: 'Appointment' }).fill(appointment);
  await appointmentDrawer.getByRole('button', { name: 'Save Appointment' }).click();
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(appointmentDrawer).toBeHidden();

  const proNumber = `PRO-E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: 'Edit PRO number' }).click();
  const proDrawer = page.getByRole('dialog');
  await proDrawer.getByLabel('PRO Number').fill(proNumber);
  await proDrawer.getByRole('button', { name: 'Save PRO Number' }).click();
  await expect(page.getByText('PRO number updated')).toBeVisible();
  // The drawer, once its closing animation ends, hands focus back to the button that opened it: the
  // driver search typed in before that loses focus and closes its dropdown under the pointer.
  await expect(proDrawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit PRO number' })).toBeFocused();

  const driverName = `${newDriver!.firstName} ${newDriver!.lastName}`;
  // The search answers while its popup opens and the options render again: a person picks until the
  // choice holds (Assign Driver is enabled only then).
  const assign = page.getByRole('button', { name: 'Assign Driver' });
  await expect(async () => {
    if (await assign.isEnabled()) return;
    await page.getByRole('combobox', { name: 'Driver to assign' }).fill(newDriver!.firstName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: driverName })
      .click({ timeout: 2_000 });
    await expect(assign).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await assign.click();
  await expect(page.getByText('Driver assigned')).toBeVisible();

  await page.reload();
  await portal.settle(page.url());
  await expect(page.getByText(new RegExp(`Appointment: ${shownAs(appointment)} [A-Z]{2,5}`))).toBeVisible();
  await expect(page.getByText(proNumber)).toBeVisible();
  await expect(page.getByText(driverName)).toBeVisible();

  const after = await callAsPage(page, API.shipments.get, { params: { id: load!.id } });
  expect(after.shippingProNumber).toBe(proNumber);
  expect(after.drivers?.map((d) => d.id)).toContain(newDriver!.id);
});

/** A wall-clock time ('YYYY-MM-DDTHH:mm', the stop's own clock) between early and late, as a person would pick. */
function withinWindow(early: string, late: string): string {
  const minutes = (wall: string) => Date.parse(`${wall}:00Z`) / 60_000;
  const wall = (at: number) => new Date(at * 60_000).toISOString().slice(0, 16);
  if (early && late) return wall(Math.floor((minutes(early) + minutes(late)) / 2));
  if (early) return wall(minutes(early) + 60);
  if (late) return wall(minutes(late) - 60);
  return '2026-12-15T14:30';
}

/** How the stop shows a wall-clock time: 'MMM DD, YYYY H:mm' (the zone follows). */
function shownAs(wall: string): string {
  const at = new Date(`${wall}:00Z`);
  const month = at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${wall.slice(8, 10)}, ${wall.slice(0, 4)} ${at.getUTCHours()}:${wall.slice(14, 16)}`;
}
