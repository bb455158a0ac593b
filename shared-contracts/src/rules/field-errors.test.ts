import { z } from 'zod/mini';
import '../domain/zod-locale';
import { BookShipmentCommandSchema } from '../api/catalogue/loadboard';
import { PaymentOption } from '../domain/payment-option';
import { errorMessagesOf, formatErrorMessage } from './error-message';
import { fieldErrorsOf, validationProblem, WHOLE_BODY_FIELD } from './field-errors';

const bookNow = {
  bookingApplication: 'Trucks',
  carrierId: 'C-1',
  shipmentId: 'S-1',
  paymentOption: PaymentOption.BookItNow,
  carrierRate: { rate: 1850, rateType: 'AllIn', chargeRateType: 'Flat' },
};

describe('fieldErrorsOf', () => {
  it('keys each message by the dotted path of its field, as a form names it', () => {
    const failure = BookShipmentCommandSchema.safeParse({
      ...bookNow,
      carrierId: '',
      carrierRate: { ...bookNow.carrierRate, rate: 0 },
    }).error;
    expect(fieldErrorsOf(failure)).toEqual({
      carrierId: ['The carrier is required.'],
      'carrierRate.rate': ['The rate must be more than 0.'],
    });
  });

  it('puts the errors of a part of the form under its field (schema.shape)', () => {
    const rate = BookShipmentCommandSchema.shape.carrierRate;
    const failure = rate.safeParse({ rate: 10.005, rateType: 'AllIn', chargeRateType: 'PerMile' }).error;
    expect(fieldErrorsOf(failure, { under: 'carrierRate' })).toEqual({
      'carrierRate.rate': ['Use at most 2 decimals.'],
      // 'Choosing All In forces the method to Flat' (spec 000 §5).
      'carrierRate.chargeRateType': ['An All In rate is charged Flat.'],
    });
  });

  it('names list items by index and keeps every message of a field once', () => {
    const issues: z.core.$ZodIssue[] = [
      { code: 'custom', path: ['stops', 0, 'city'], message: 'The city is required.', input: '' },
      { code: 'custom', path: ['stops', 0, 'city'], message: 'The city is required.', input: '' },
      { code: 'custom', path: ['stops', 0, 'city'], message: 'Unknown city.', input: '' },
    ];
    expect(fieldErrorsOf(issues)).toEqual({ 'stops.0.city': ['The city is required.', 'Unknown city.'] });
  });

  it(`files a failure of the whole body under '${WHOLE_BODY_FIELD}'`, () => {
    const failure = z.strictObject({ a: z.string() }).safeParse({ a: 'x', status: 'PAID_IN_FULL' }).error;
    expect(Object.keys(fieldErrorsOf(failure))).toEqual(['body']);
    expect(fieldErrorsOf(z.object({}).safeParse('text').error)).toEqual({
      body: ['Invalid input: expected object, received string'],
    });
  });

  it('gives no errors for a body that passed', () => {
    expect(fieldErrorsOf(BookShipmentCommandSchema.safeParse(bookNow).error)).toEqual({});
  });
});

describe('validationProblem', () => {
  it('is the 400 model-state problem the error formatter reads (spec 000 §8)', () => {
    const problem = validationProblem({ 'carrierRate.rate': ['The rate must be more than 0.'] });
    expect(problem).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { 'carrierRate.rate': ['The rate must be more than 0.'] },
    });
    // 'Book or offer failure: server message plus the per-field model-state errors'.
    expect(formatErrorMessage(problem)).toBe(
      'One or more validation errors occurred. - The rate must be more than 0.',
    );
    expect(errorMessagesOf(problem)).toEqual([
      'One or more validation errors occurred.',
      'The rate must be more than 0.',
    ]);
  });
});
