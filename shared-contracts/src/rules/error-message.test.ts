import {
  bookingFailureMessage,
  centralErrorMessages,
  errorMessagesOf,
  formatErrorMessage,
  loginFailureNotice,
  tenderAcceptanceFailureMessage,
} from './error-message';

describe('formatErrorMessage (spec 000 §8)', () => {
  it('"A formatter reading title, detail and an errors list defaults to \'Request not successful\'"', () => {
    expect(formatErrorMessage({})).toBe('Request not successful');
    expect(formatErrorMessage(undefined)).toBe('Request not successful');
    expect(formatErrorMessage({ title: 'Not Found' })).toBe('Not Found');
    expect(formatErrorMessage({ title: 'Bad Request', detail: 'Shipment 1001 is no longer available' })).toBe(
      'Shipment 1001 is no longer available',
    );
    expect(formatErrorMessage({ errors: [{ message: 'Rate is required' }, 'Carrier is on hold'] })).toBe(
      'Rate is required - Carrier is on hold',
    );
  });
  it('"Book or offer failure: server message plus the per-field model-state errors, fallback \'Request not successful.\'"', () => {
    const body = {
      message: 'Offer rejected',
      modelState: { rate: ['Rate must be positive'], carrierId: ['Unknown carrier'] },
    };
    expect(formatErrorMessage(body, 'Request not successful.')).toBe(
      'Offer rejected - Rate must be positive - Unknown carrier',
    );
    expect(formatErrorMessage({ errors: [] }, 'Request not successful.')).toBe('Request not successful.');
  });
  it('reads an errors map (ASP.NET validation problem details)', () => {
    const body = {
      title: 'One or more validation errors occurred.',
      errors: { Rate: ['The Rate field is required.'] },
    };
    expect(errorMessagesOf(body)).toEqual([
      'One or more validation errors occurred.',
      'The Rate field is required.',
    ]);
  });
  it("uses the caller's fallback, e.g. shipment search: \"else 'Search could not be completed. Try again.'\"", () => {
    expect(formatErrorMessage(null, 'Search could not be completed. Try again.')).toBe(
      'Search could not be completed. Try again.',
    );
    expect(
      formatErrorMessage({ detail: 'Query too short' }, 'Search could not be completed. Try again.'),
    ).toBe('Query too short');
  });
});

describe('centralErrorMessages (spec 001 §8)', () => {
  it('"each message in the response errors map shown as an error notification"', () => {
    expect(centralErrorMessages({ status: 400, body: { errors: { a: ['First'], b: ['Second'] } } })).toEqual([
      'First',
      'Second',
    ]);
  });
  it('"a response with no status shows \'An Unknown Error Occurred\'"', () => {
    expect(centralErrorMessages({ body: { message: 'ignored' } })).toEqual(['An Unknown Error Occurred']);
  });
});

describe('bookingFailureMessage (spec 000 §8)', () => {
  it('"bookingSucceeded false: first error message"', () => {
    expect(
      bookingFailureMessage({
        bookingSucceeded: false,
        errors: [{ message: 'Load already booked' }, { message: 'x' }],
      }),
    ).toBe('Load already booked');
  });
  it('"else \'Failed to book shipment\'"', () => {
    expect(bookingFailureMessage({ bookingSucceeded: false, errors: [] })).toBe('Failed to book shipment');
    expect(bookingFailureMessage({ bookingSucceeded: false })).toBe('Failed to book shipment');
  });
  it('is undefined for a successful booking', () => {
    expect(bookingFailureMessage({ bookingSucceeded: true })).toBeUndefined();
  });
});

describe('tenderAcceptanceFailureMessage (spec 000 §8)', () => {
  it('"Tender acceptance failure: error messages joined with \' - \'"', () => {
    expect(tenderAcceptanceFailureMessage([{ message: 'Tender expired' }, { message: 'Rate changed' }])).toBe(
      'Tender expired - Rate changed',
    );
    expect(tenderAcceptanceFailureMessage([])).toBe('Request not successful');
  });
});

describe('loginFailureNotice (spec 000 §8)', () => {
  it("\"if the server message contains 'Do Not Use', an 8-second error says the carrier is 'Do Not Use' and prompts to email the carrier services mailbox\"", () => {
    const notice = loginFailureNotice('Carrier status: Do Not Use', 'carrierservices@example.com');
    expect(notice.isDoNotUseCarrier).toBe(true);
    expect(notice.durationSeconds).toBe(8);
    expect(notice.message).toContain("'Do Not Use'");
    expect(notice.message).toContain('carrierservices@example.com');
  });
  it('"otherwise login shows \'Wrong username or password.\'"', () => {
    expect(loginFailureNotice('invalid_grant', 'x@example.com').message).toBe('Wrong username or password.');
  });
});
