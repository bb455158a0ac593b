import { FALLBACK_TIME_ZONE } from '@trucks/shared-contracts/format/time-zone';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { WARM_TIME_ZONE, warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it('creates nothing in the calling task: each formatter in a later task of its own', () => {
    const tasks: (() => void)[] = [];
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      warmIntl((task) => tasks.push(task));
      expect(tasks).toHaveLength(2);
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateFormat).not.toHaveBeenCalled();

      tasks[0]?.();
      expect(numberFormat).toHaveBeenCalledTimes(1);
      expect(dateFormat).not.toHaveBeenCalled();
      tasks[1]?.();
      expect(dateFormat).toHaveBeenCalledWith('en-CA', expect.objectContaining({ timeZone: WARM_TIME_ZONE }));
    } finally {
      numberFormat.mockRestore();
      dateFormat.mockRestore();
    }
  });

  it('warms the zone a stop without one is shown in, and a failure stays in its task', () => {
    expect(WARM_TIME_ZONE).toBe(FALLBACK_TIME_ZONE);
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Invalid time zone specified: America/Chicago');
    });
    try {
      const tasks: (() => void)[] = [];
      warmIntl((task) => tasks.push(task));
      expect(() => tasks.forEach((task) => task())).not.toThrow();
    } finally {
      dateFormat.mockRestore();
    }
    // The page's own formatting is untouched by the warm-up.
    expect(formatStopDateTime('2026-11-27T15:30:00Z', 'America/Chicago')).toBe('Nov 27, 2026 9:30 CST');
  });
});
