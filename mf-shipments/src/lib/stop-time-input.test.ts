import {
  STOP_TIME_CLEARED,
  STOP_TIME_INCOMPLETE,
  STOP_TIME_MESSAGES,
  fromStopLocalInput,
  stopTimeInputProblem,
  stopTimeToSend,
  toStopLocalInput,
} from './stop-time-input';

describe('stop times typed in the stop’s zone', () => {
  it('reads an instant as the stop’s wall clock and writes it back with the zone’s offset', () => {
    expect(toStopLocalInput('2026-03-07T21:00:00Z', 'America/Denver')).toBe('2026-03-07T14:00');
    expect(fromStopLocalInput('2026-03-07T14:00', 'America/Denver')).toBe('2026-03-07T14:00:00-07:00');
    // After the change to daylight time the offset follows.
    expect(fromStopLocalInput('2026-03-09T07:30', 'America/Chicago')).toBe('2026-03-09T07:30:00-05:00');
  });

  it('an empty field clears the time', () => {
    expect(fromStopLocalInput('', 'America/Chicago')).toBeNull();
    expect(toStopLocalInput(null, 'America/Chicago')).toBe('');
  });
});

describe('a stop’s time field that cannot be saved (issue 41)', () => {
  it('a date with its month deleted (the field reads mm/04/2026, 04:00 PM) is incomplete, not empty', () => {
    expect(stopTimeInputProblem(STOP_TIME_INCOMPLETE, true)).toBe(
      'Enter the whole date and time: month, day, year, hour and minute.',
    );
    expect(stopTimeInputProblem('2026-04-04', true)).toBe(STOP_TIME_MESSAGES.incomplete);
  });

  it('an impossible date or a year typed short is refused', () => {
    expect(stopTimeInputProblem('2026-02-30T10:00', false)).toBe(
      'This date does not exist: check the day and the month.',
    );
    expect(stopTimeInputProblem('0026-04-04T16:00', false)).toBe('Enter a year from 2000 to 2099.');
    expect(stopTimeInputProblem('2026-04-04T16:00', true)).toBeUndefined();
  });

  it('removing a time is Clear: an emptied field of a stop that has the time is refused', () => {
    expect(stopTimeInputProblem('', true)).toBe('Enter the date and time, or press Clear to remove it.');
    expect(stopTimeInputProblem('', false)).toBeUndefined();
    expect(stopTimeInputProblem(STOP_TIME_CLEARED, true)).toBeUndefined();
    expect(stopTimeToSend(STOP_TIME_CLEARED, 'America/Chicago')).toBeNull();
    expect(stopTimeToSend('2026-04-04T16:00', 'America/Chicago')).toBe('2026-04-04T16:00:00-05:00');
  });
});
