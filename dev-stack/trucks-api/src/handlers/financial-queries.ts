// What the money lists share in reading their query: booleans and instants as text or JSON, the
// query with its saved defaults, and the date-range and text matches.
import { z } from 'zod';
import { zodProblem } from '../http/problem';
import { text } from './context-helpers';
import type { CallContext } from './handler-types';

export const queryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

export const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date.' });

/** Reads the named query values and checks them with one schema: a bad value is a 400, not an empty list. */
export function queryOf<S extends z.ZodObject>(schema: S, context: CallContext): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = text(context.query, key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

export const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** Inclusive range; a bare date as the end means the whole of that day. */
export function inRange(
  iso: string | null | undefined,
  start: string | undefined,
  end: string | undefined,
): boolean {
  if (start === undefined && end === undefined) return true;
  const t = time(iso);
  if (Number.isNaN(t)) return false;
  const endTime =
    end === undefined
      ? Number.POSITIVE_INFINITY
      : /^\d{4}-\d{2}-\d{2}$/.test(end)
        ? Date.parse(end) + 86_400_000 - 1
        : Date.parse(end);
  return (start === undefined || t >= Date.parse(start)) && t <= endTime;
}

export const contains = (needle: string) => (value: string | null | undefined) =>
  (value ?? '').toLowerCase().includes(needle);

// ---------------------------------------------------------------------------------------------
// Third-party payer invoices
