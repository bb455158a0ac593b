import {
  deliveryBeforePickupProblems,
  freightValueProblem,
  MEASURES,
  ORDER_LIMITS,
  stopWindowProblems,
} from './order-plausibility';
import { measureOf, measureProblem } from './typed-number';

describe('issue 41: "Impossible orders are created and booked without a word"', () => {
  it('"a pickup Early 15:00 and Late 09:00": late is before early', () => {
    expect(stopWindowProblems({ date: '2026-12-08', earlyTime: '15:00', lateTime: '09:00' })).toEqual({
      lateTime: 'Late must not be before Early.',
    });
    expect(stopWindowProblems({ date: '2026-12-08', earlyTime: '09:00', lateTime: '15:00' })).toEqual({});
  });

  it('an appointment sits inside its window', () => {
    expect(stopWindowProblems({ earlyTime: '09:00', lateTime: '15:00', appointmentTime: '08:00' })).toEqual({
      appointmentTime: 'The appointment must not be before Early.',
    });
    expect(stopWindowProblems({ earlyTime: '09:00', lateTime: '15:00', appointmentTime: '16:30' })).toEqual({
      appointmentTime: 'The appointment must not be after Late.',
    });
    expect(stopWindowProblems({ appointmentTime: '16:30' })).toEqual({});
  });

  it('"a delivery dated two days before its pickup" is refused at the delivery, naming the pickup', () => {
    const stops = [
      { type: 'Pickup' as const, schedule: { date: '2026-12-10' } },
      { type: 'Delivery' as const, schedule: { date: '2026-12-08' } },
    ];
    expect([...deliveryBeforePickupProblems(stops)]).toEqual([
      [1, 'Delivery is before the pickup at stop 1.'],
    ]);
  });

  it('the same day compares the times; a later pickup of another line item does not bind an earlier delivery', () => {
    const sameDay = [
      { type: 'Pickup' as const, schedule: { date: '2026-12-10', earlyTime: '15:00' } },
      { type: 'Delivery' as const, schedule: { date: '2026-12-10', lateTime: '09:00' } },
    ];
    expect(deliveryBeforePickupProblems(sameDay).get(1)).toBe('Delivery is before the pickup at stop 1.');
    const multiStop = [
      { type: 'Pickup' as const, schedule: { date: '2026-12-08' } },
      { type: 'Delivery' as const, schedule: { date: '2026-12-09' } },
      { type: 'Pickup' as const, schedule: { date: '2026-12-10' } },
      { type: 'Delivery' as const, schedule: { date: '2026-12-11' } },
    ];
    expect(deliveryBeforePickupProblems(multiStop).size).toBe(0);
    // A line item picked up at stop 3 and delivered at stop 2 names the pair explicitly.
    expect(deliveryBeforePickupProblems(multiStop, [{ pickupStop: 3, deliveryStop: 2 }]).get(1)).toBe(
      'Delivery is before the pickup at stop 3.',
    );
  });

  it('"a total weight of 999,999,999 lbs" is over the limit; a truckload is not', () => {
    expect(measureProblem('999999999', MEASURES.weight)).toBe('Enter at most 100,000 lbs');
    expect(measureProblem(42_000, MEASURES.weight)).toBeUndefined();
    expect(ORDER_LIMITS.maxWeightLbs).toBeGreaterThan(80_000);
  });

  it('"Packages 2.5 and Pallets 1.7" are not rounded: they are refused as not whole', () => {
    expect(measureProblem('2.5', MEASURES.packageCount)).toBe('Enter a whole number of 0 or more');
    expect(measureProblem('1.7', MEASURES.palletCount)).toBe('Enter a whole number of 0 or more');
    expect(measureOf('2.5', MEASURES.packageCount)).toBeUndefined();
    expect(measureOf('3', MEASURES.packageCount)).toBe(3);
    expect(measureProblem('1001', MEASURES.palletCount)).toBe('Enter at most 1,000 pallets');
  });

  it('"\'abc\' in Weight per Package" is kept and said to be no number; -5 and 1.234 too', () => {
    expect(measureProblem('abc', MEASURES.weight)).toBe('Enter a number of 0 or more');
    expect(measureProblem('-5', MEASURES.weight)).toBe('Enter a number of 0 or more');
    expect(measureProblem('1.234', MEASURES.weight)).toBe('Use at most 2 decimals.');
    expect(measureProblem('', MEASURES.weight)).toBeUndefined();
    expect(measureOf('abc', MEASURES.weight)).toBeUndefined();
  });

  it('"Freight Value 99999999999999999" is over $10,000,000.00', () => {
    expect(freightValueProblem(Number('99999999999999999'))).toBe(
      'Enter an amount of at most $10,000,000.00',
    );
    expect(freightValueProblem(250_000)).toBeUndefined();
  });

  it('measures, markup and the reefer temperature have their ranges', () => {
    expect(measureProblem('700', MEASURES.dimension)).toBe('Enter at most 636 in');
    expect(measureProblem('150', MEASURES.markup)).toBe('Enter at most 100%');
    expect(measureProblem('-41', MEASURES.reeferTemperature)).toBe('Enter a temperature from -40 to 90 °F');
    expect(measureProblem('abc', MEASURES.reeferTemperature)).toBe('Enter a temperature from -40 to 90 °F');
    expect(measureOf('-10', MEASURES.reeferTemperature)).toBe(-10);
  });
});
