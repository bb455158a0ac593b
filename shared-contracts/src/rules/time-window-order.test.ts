import { TIME_WINDOW_ORDER_MESSAGES, timeWindowOrderProblems } from './time-window-order';

describe('a stop’s times in order: Early ≤ Appointment ≤ Late (issue 41)', () => {
  it('accepts times in order, equal times, and any time left out', () => {
    expect(
      timeWindowOrderProblems({
        early: '2026-04-04T08:00',
        appointment: '2026-04-04T16:00',
        late: '2026-04-04T16:00',
      }),
    ).toEqual({});
    expect(timeWindowOrderProblems({ appointment: '2026-04-04T16:00' })).toEqual({});
    expect(timeWindowOrderProblems({ early: '', appointment: null, late: undefined })).toEqual({});
  });

  it('a pickup Early 15:00 and Late 09:00 is refused on Late', () => {
    expect(timeWindowOrderProblems({ early: '2026-12-10T15:00', late: '2026-12-10T09:00' })).toEqual({
      late: TIME_WINDOW_ORDER_MESSAGES.lateBeforeEarly,
    });
  });

  it('an appointment outside the window is refused on the appointment', () => {
    const window = { early: '2026-04-04T08:00:00-05:00', late: '2026-04-04T16:00:00-05:00' };
    expect(timeWindowOrderProblems({ ...window, appointment: '2026-04-04T07:59:00-05:00' })).toEqual({
      appointment: 'The appointment must not be before Early.',
    });
    expect(timeWindowOrderProblems({ ...window, appointment: '2026-04-04T16:01:00-05:00' })).toEqual({
      appointment: 'The appointment must not be after Late.',
    });
  });

  it('compares instants, whatever their offsets, epoch milliseconds and Dates', () => {
    // 09:00 in Chicago (-05:00) is after 09:30 in New York (-04:00) by 30 minutes.
    expect(
      timeWindowOrderProblems({ early: '2026-04-04T09:30:00-04:00', late: '2026-04-04T09:00:00-05:00' }),
    ).toEqual({});
    expect(timeWindowOrderProblems({ early: new Date(2_000), late: 1_000 })).toEqual({
      late: TIME_WINDOW_ORDER_MESSAGES.lateBeforeEarly,
    });
  });

  it('a time that cannot be read is not compared (the field says so itself)', () => {
    expect(timeWindowOrderProblems({ early: 'mm/04/2026', late: '2026-04-04T09:00' })).toEqual({});
  });
});
