// Issue 41: Edit Appointment erased an appointment when a part of its date was deleted (the native
// field reads 'mm/04/2026, 04:00 PM' and reports ''), and checked no order of the times. Now a part
// missing, an impossible date or times out of order get a message at the field and nothing is sent;
// removing a time is its Clear.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp } from '@trucks/shared-ui/testing';
import { dispatcher, dropoff } from '../../../test/shipment-fixtures';
import { StopAppointmentDrawer } from './stop-appointment-drawer';

jest.setTimeout(30_000);

/** Stop 2 of 4100404: an appointment at 16:00 in Chicago inside its 08:00-17:00 window. */
const stop = {
  ...dropoff,
  ianaTimeZone: 'America/Chicago',
  appointmentDateTime: '2026-04-04T16:00:00-05:00',
  earlyDateTime: '2026-04-04T08:00:00-05:00',
  lateDateTime: '2026-04-04T17:00:00-05:00',
};

async function openDrawer() {
  const api = installApiDouble().on(API.shipments.updateStopAppointment, stop);
  const onClose = jest.fn();
  renderInApp(<StopAppointmentDrawer shipmentId="ship-1" stop={stop} onClose={onClose} />, {
    user: dispatcher,
  });
  const drawer = await screen.findByRole('dialog');
  const save = () => userEvent.click(within(drawer).getByRole('button', { name: 'Save Appointment' }));
  return { api, drawer, onClose, save };
}

/** What Chromium does when the month of a full date is deleted: the value is '' and the input is bad. */
function deleteTheMonth(field: HTMLElement) {
  Object.defineProperty(field, 'validity', { configurable: true, value: { badInput: true, valid: false } });
  fireEvent.change(field, { target: { value: '' } });
}

describe('Edit Appointment never erases a time behind the user’s back (issue 41)', () => {
  it('a date with its month deleted gets a message at the field and nothing is sent', async () => {
    const { api, drawer, onClose, save } = await openDrawer();
    const appointment = within(drawer).getByLabelText('Appointment');
    expect(appointment).toHaveValue('2026-04-04T16:00');
    deleteTheMonth(appointment);
    await save();
    expect(
      await within(drawer).findByText('Enter the whole date and time: month, day, year, hour and minute.'),
    ).toBeInTheDocument();
    expect(api.requests(API.shipments.updateStopAppointment)).toHaveLength(0);
    expect(screen.queryByText('Appointment updated')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an emptied field is not a removal; Clear is, and sends that time as null alone', async () => {
    const { api, drawer, save } = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Appointment'), { target: { value: '' } });
    await save();
    expect(
      await within(drawer).findByText('Enter the date and time, or press Clear to remove it.'),
    ).toBeInTheDocument();
    expect(api.requests(API.shipments.updateStopAppointment)).toHaveLength(0);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear Appointment' }));
    expect(within(drawer).getByText('Removed when you save.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(drawer).queryByText('Enter the date and time, or press Clear to remove it.'),
      ).not.toBeInTheDocument(),
    );
    await save();
    expect(await screen.findByText('Appointment updated')).toBeInTheDocument();
    expect(api.requests(API.shipments.updateStopAppointment)[0]?.body).toEqual({
      appointmentDateTime: null,
      earlyDateTime: '2026-04-04T08:00:00-05:00',
      lateDateTime: '2026-04-04T17:00:00-05:00',
    });
  });

  it('Early ≤ Appointment ≤ Late, each said at the field to correct', async () => {
    const { api, drawer, save } = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Early'), { target: { value: '2026-04-04T15:00' } });
    fireEvent.change(within(drawer).getByLabelText('Late'), { target: { value: '2026-04-04T09:00' } });
    await save();
    expect(await within(drawer).findByText('Late must not be before Early.')).toBeInTheDocument();
    expect(within(drawer).getByText('The appointment must not be after Late.')).toBeInTheDocument();

    fireEvent.change(within(drawer).getByLabelText('Late'), { target: { value: '2026-04-04T18:00' } });
    fireEvent.change(within(drawer).getByLabelText('Appointment'), {
      target: { value: '2026-04-04T14:00' },
    });
    await save();
    expect(await within(drawer).findByText('The appointment must not be before Early.')).toBeInTheDocument();
    expect(api.requests(API.shipments.updateStopAppointment)).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('Appointment'), {
      target: { value: '2026-04-04T16:30' },
    });
    await save();
    await waitFor(() => expect(api.requests(API.shipments.updateStopAppointment)).toHaveLength(1));
    expect(api.requests(API.shipments.updateStopAppointment)[0]?.body).toEqual({
      appointmentDateTime: '2026-04-04T16:30:00-05:00',
      earlyDateTime: '2026-04-04T15:00:00-05:00',
      lateDateTime: '2026-04-04T18:00:00-05:00',
    });
  });

  it('a year typed short (0026) is refused at the field', async () => {
    const { api, drawer, save } = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Early'), { target: { value: '0026-04-04T08:00' } });
    await save();
    expect(await within(drawer).findByText('Enter a year from 2000 to 2099.')).toBeInTheDocument();
    expect(api.requests(API.shipments.updateStopAppointment)).toHaveLength(0);
  });
});
