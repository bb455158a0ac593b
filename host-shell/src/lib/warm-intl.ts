// The first Intl formatter a page creates loads ICU's locale data: about 16 ms on this machine's
// Chromium, 64 ms at Lighthouse's 4x CPU slowdown, paid inside whichever task formats first (a remote's
// module evaluation that creates its number format, or the render of the first rows). Created here, in
// tasks of their own while the shared libraries download, it costs the later formatters a few tenths
// of a millisecond each (issue 26, `pnpm bench:profile`).
//
// No shared module is imported here: main.tsx runs this before federation has loaded any of them.

/** Where a page's dates are shown when the stop has no zone: shared-contracts' FALLBACK_TIME_ZONE. */
export const WARM_TIME_ZONE = 'America/Chicago';

const WARMERS: readonly (() => void)[] = [
  // Numbers first (miles, weights, money): their locale data is most of the cost.
  () => {
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(1234.5);
  },
  // A zone's wall clock and short name (shared-contracts' date-time): the zone data.
  () => {
    new Intl.DateTimeFormat('en-CA', { timeZone: WARM_TIME_ZONE, timeZoneName: 'short' }).formatToParts(0);
  },
];

/** Creates one number and one zoned date formatter, each in a later task of its own. */
export function warmIntl(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  for (const warm of WARMERS) {
    schedule(() => {
      try {
        warm();
      } catch {
        // A browser without the zone or locale: the page's own formatting reports it.
      }
    });
  }
}
