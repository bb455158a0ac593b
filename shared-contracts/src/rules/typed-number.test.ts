import { CONSOLIDATION_LIMITS, MEASURES } from './order-plausibility';
import { measureOf, measureProblem, TYPED_NUMBERS } from './typed-number';

describe('issue 41 item 4 everywhere: "keep what was typed, say why at the field, block impossible values"', () => {
  it.each(['abc', '2.5', '0', '61', '-5', '1e2', '53 ft'])(
    "a trailer length of '%s' gets 'Enter a whole number from 1 to 60 ft' and nothing to send",
    (text) => {
      expect(measureProblem(text, TYPED_NUMBERS.trailerLengthFt)).toBe(
        'Enter a whole number from 1 to 60 ft',
      );
      expect(measureOf(text, TYPED_NUMBERS.trailerLengthFt)).toBeUndefined();
    },
  );

  it('a value in range is sent as the number typed; an empty field sends nothing', () => {
    expect(measureOf(' 53 ', TYPED_NUMBERS.trailerLengthFt)).toBe(53);
    expect(measureOf(53, TYPED_NUMBERS.trailerLengthFt)).toBe(53);
    expect(measureProblem('', TYPED_NUMBERS.trailerLengthFt)).toBeUndefined();
    expect(measureOf('', TYPED_NUMBERS.trailerLengthFt)).toBeUndefined();
  });

  it('says each range in its own words', () => {
    expect(measureProblem('51', TYPED_NUMBERS.orderCopies)).toBe('Enter a whole number from 1 to 50');
    expect(measureProblem('5000', TYPED_NUMBERS.radiusMiles)).toBe(
      'Enter a whole number from 0 to 1,000 miles',
    );
    expect(measureProblem('0', TYPED_NUMBERS.dockLengthFt)).toBe('Enter a number from 1 to 1,000 ft');
    expect(measureProblem('abc', CONSOLIDATION_LIMITS.maxWeight)).toBe(
      'Enter a number from 1 to 100,000 lbs',
    );
    expect(measureProblem('2.5', CONSOLIDATION_LIMITS.maxUnits)).toBe(
      'Enter a whole number from 1 to 100,000 units',
    );
    expect(measureProblem('31', CONSOLIDATION_LIMITS.dateWindowDays)).toBe(
      'Enter a whole number from 0 to 30 days',
    );
  });

  it('a radius of 0 and a dock of 12.5 ft are values the fields can take', () => {
    expect(measureOf('0', TYPED_NUMBERS.radiusMiles)).toBe(0);
    expect(measureOf('12.5', TYPED_NUMBERS.dockLengthFt)).toBe(12.5);
    expect(measureProblem('12.345', TYPED_NUMBERS.dockLengthFt)).toBe('Use at most 2 decimals.');
  });

  it("an order's counts keep their own message", () => {
    expect(measureProblem('2.5', MEASURES.packageCount)).toBe('Enter a whole number of 0 or more');
  });
});
