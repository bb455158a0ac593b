/**
 * The order of a stop's times (issue 41): Early ≤ Appointment ≤ Late. One rule for the carrier's
 * appointment edit (mf-shipments) and the shipper's order stops (mf-shipper-orders).
 *
 * Each time is an instant the caller can compare: an ISO string (with an offset, or the same zone's
 * wall clock for all three, e.g. a datetime-local 'YYYY-MM-DDTHH:mm'), epoch milliseconds or a Date.
 * A time that is missing or cannot be read is not compared: whether it is required, or readable, is
 * the field's own rule.
 */
export type TimeWindowField = 'early' | 'appointment' | 'late';

export type TimeWindowValue = string | number | Date | null | undefined;

export type TimeWindow = Partial<Record<TimeWindowField, TimeWindowValue>>;

export const TIME_WINDOW_ORDER_MESSAGES = {
  lateBeforeEarly: 'Late must not be before Early.',
  appointmentBeforeEarly: 'The appointment must not be before Early.',
  appointmentAfterLate: 'The appointment must not be after Late.',
} as const;

function instantOf(value: TimeWindowValue): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * The broken order rules, each on the field a person would correct: Late when it is before Early, the
 * appointment when it falls outside the window. Empty when the times are in order.
 */
export function timeWindowOrderProblems(window: TimeWindow): Partial<Record<TimeWindowField, string>> {
  const early = instantOf(window.early);
  const appointment = instantOf(window.appointment);
  const late = instantOf(window.late);
  const problems: Partial<Record<TimeWindowField, string>> = {};
  if (early !== undefined && late !== undefined && late < early)
    problems.late = TIME_WINDOW_ORDER_MESSAGES.lateBeforeEarly;
  if (appointment !== undefined && early !== undefined && appointment < early)
    problems.appointment = TIME_WINDOW_ORDER_MESSAGES.appointmentBeforeEarly;
  else if (appointment !== undefined && late !== undefined && appointment > late)
    problems.appointment = TIME_WINDOW_ORDER_MESSAGES.appointmentAfterLate;
  return problems;
}
