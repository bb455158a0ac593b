import { fromStopLocalInput, toStopLocalInput } from './stop-time-input';

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
