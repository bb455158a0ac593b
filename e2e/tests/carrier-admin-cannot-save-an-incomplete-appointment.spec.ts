// A dispatcher deletes the month of an appointment (issue 41): the field reads 'mm/04/2026, 04:00 PM'
// and reports no value. Save says why at the field and sends nothing; the appointment is still on the
// stop. Times out of order (Late before Early) are refused the same way.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

test('deleting the month of an appointment is refused at the field and the appointment stays', async ({
  portal,
  page,
}) => {
  await portal.open('/all-shipments/4100404/preview/details');
  const stops = await callAsPage(page, API.shipments.stops, { params: { id: '4100404' } });
  const before = stops.find((s) => s.stopNumber === 2)!;
  expect(before.appointmentDateTime, 'stop 2 of 4100404 has an appointment in the seed').toBeTruthy();

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/appointments')) patches.push(request.url());
  });
  await page.getByRole('button', { name: 'Edit appointment of stop 2' }).click();
  const drawer = page.getByRole('dialog', { name: 'Stop 2 appointment' });
  const appointment = drawer.getByLabel('Appointment', { exact: true });
  await expect(appointment).not.toHaveValue('');
  // Chromium focuses the month first; Backspace empties it and leaves day, year and time.
  await appointment.focus();
  await page.keyboard.press('Backspace');
  await expect(appointment).toHaveValue('');
  await drawer.getByRole('button', { name: 'Save Appointment' }).click();
  await expect(
    drawer.getByText('Enter the whole date and time: month, day, year, hour and minute.'),
  ).toBeVisible();
  await expect(page.getByText('Appointment updated')).toBeHidden();
  // Clear is the way to remove it: the part-typed date goes too.
  await drawer.getByRole('button', { name: 'Clear Appointment' }).click();
  await expect(drawer.getByText('Removed when you save.')).toBeVisible();
  expect(await appointment.evaluate((field: HTMLInputElement) => field.validity.badInput)).toBe(false);

  // Late before Early: said on Late, nothing sent either.
  await appointment.fill('2026-04-04T16:00');
  await drawer.getByLabel('Early', { exact: true }).fill('2026-04-04T15:00');
  await drawer.getByLabel('Late', { exact: true }).fill('2026-04-04T09:00');
  await drawer.getByRole('button', { name: 'Save Appointment' }).click();
  await expect(drawer.getByText('Late must not be before Early.')).toBeVisible();
  await expect(drawer.getByText('The appointment must not be after Late.')).toBeVisible();

  expect(patches).toEqual([]);
  const after = await callAsPage(page, API.shipments.stops, { params: { id: '4100404' } });
  expect(after.find((s) => s.stopNumber === 2)?.appointmentDateTime).toBe(before.appointmentDateTime);
});
