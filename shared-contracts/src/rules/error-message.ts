/**
 * The error catalogue of spec 000 §8 and 001 §8 as pure functions. The HTTP client
 * (api/) calls `formatErrorMessage` with the parsed body of a failed response; screens call the
 * booking, tender and login helpers with the answers they receive.
 */
import { TOAST_SECONDS } from './toast-durations';

/** 'A formatter reading title, detail and an errors list defaults to 'Request not successful'.' */
export const DEFAULT_ERROR_MESSAGE = 'Request not successful';
/** Book or offer failure fallback (spec 000 §8), with its full stop. */
export const BOOK_OR_OFFER_ERROR_MESSAGE = 'Request not successful.';
export const BOOKING_FAILED_MESSAGE = 'Failed to book shipment';
/** The central handler's message for a response with no status (a network failure, spec 001 §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An Unknown Error Occurred';
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password.';

type ErrorEntry = string | { message?: unknown; errorMessage?: unknown; description?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function entryText(entry: unknown): string | undefined {
  if (typeof entry === 'string') return textOf(entry);
  if (isRecord(entry)) {
    const record = entry as Exclude<ErrorEntry, string>;
    return textOf(record.message) ?? textOf(record.errorMessage) ?? textOf(record.description);
  }
  return undefined;
}

/** Messages of an errors list (`[{message}]`, `['text']`) or map (`{ field: ['text'] }`). */
function messagesOfErrors(errors: unknown): string[] {
  if (Array.isArray(errors))
    return errors.map(entryText).filter((text): text is string => text !== undefined);
  if (isRecord(errors)) {
    return Object.values(errors).flatMap((value) =>
      Array.isArray(value)
        ? messagesOfErrors(value)
        : [entryText(value)].filter((text): text is string => !!text),
    );
  }
  return [];
}

/**
 * Every message a failed response carries, headline first: detail, else message, else title; then
 * the errors list or map; then model-state entries (`modelState` or ASP.NET's `ModelState`).
 * Duplicates are dropped. An `{ error: {...} }` or `{ data: {...} }` wrapper is looked through.
 */
export function errorMessagesOf(body: unknown): string[] {
  const direct = textOf(body);
  if (direct) return [direct];
  if (!isRecord(body)) return [];
  const inner = isRecord(body.error) ? body.error : isRecord(body.data) ? body.data : undefined;
  if (inner && !('title' in body || 'detail' in body || 'message' in body || 'errors' in body)) {
    return errorMessagesOf(inner);
  }
  const headline = textOf(body.detail) ?? textOf(body.message) ?? textOf(body.title);
  const messages = [
    ...(headline ? [headline] : []),
    ...messagesOfErrors(body.errors),
    ...messagesOfErrors(body.modelState ?? body.ModelState),
  ];
  return [...new Set(messages)];
}

/**
 * One toast text for a failed response (spec 000 §8): the server's messages joined with ' - ',
 * else the fallback ('Request not successful' by default).
 */
export function formatErrorMessage(body: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const messages = errorMessagesOf(body);
  return messages.length > 0 ? messages.join(' - ') : fallback;
}

/**
 * The central handler (spec 001 §8): each message as its own notification; a response with no
 * status shows 'An Unknown Error Occurred'.
 */
export function centralErrorMessages(failure: { status?: number; body?: unknown }): string[] {
  if (failure.status === undefined || failure.status === 0) return [UNKNOWN_ERROR_MESSAGE];
  const messages = errorMessagesOf(failure.body);
  return messages.length > 0 ? messages : [DEFAULT_ERROR_MESSAGE];
}

/** The answer of 'book shipment with book-it-now rate' (spec 000 §7). */
export interface BookingResult {
  bookingSucceeded: boolean;
  errors?: { message?: string | null }[] | null;
}

/**
 * 'bookingSucceeded false: first error message, else 'Failed to book shipment'' (spec 000 §8).
 * Undefined when the booking succeeded.
 */
export function bookingFailureMessage(result: BookingResult): string | undefined {
  if (result.bookingSucceeded) return undefined;
  return result.errors?.map((error) => textOf(error.message)).find(Boolean) ?? BOOKING_FAILED_MESSAGE;
}

/** 'Tender acceptance failure: error messages joined with ' - '' (spec 000 §8). */
export function tenderAcceptanceFailureMessage(
  errors: readonly { message?: string | null }[] | null | undefined,
  fallback: string = DEFAULT_ERROR_MESSAGE,
): string {
  const messages = (errors ?? [])
    .map((error) => textOf(error.message))
    .filter((text): text is string => !!text);
  return messages.length > 0 ? messages.join(' - ') : fallback;
}

export interface LoginFailureNotice {
  message: string;
  /** How long the error toast stays: 8 s for both (spec 000 §9 'login-failure toast 8 s'). */
  durationSeconds: number;
  isDoNotUseCarrier: boolean;
}

/**
 * Login or reset failure (spec 000 §8): a server message containing 'Do Not Use' gives an 8-second
 * error that the carrier is 'Do Not Use' and asks to email the carrier services mailbox; otherwise
 * 'Wrong username or password.'
 */
export function loginFailureNotice(
  serverMessage: string | undefined,
  carrierServicesEmail: string,
): LoginFailureNotice {
  if (serverMessage?.includes('Do Not Use')) {
    return {
      message: `This carrier is marked 'Do Not Use'. Please email ${carrierServicesEmail} for assistance.`,
      durationSeconds: TOAST_SECONDS.loginFailure,
      isDoNotUseCarrier: true,
    };
  }
  return {
    message: WRONG_CREDENTIALS_MESSAGE,
    durationSeconds: TOAST_SECONDS.loginFailure,
    isDoNotUseCarrier: false,
  };
}
