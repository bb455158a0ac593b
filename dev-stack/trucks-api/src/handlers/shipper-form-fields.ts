// Fields the shipper forms (orders, locations, dock schedules) validate alike, so the rule for blank
// input and the time format are written once.
import { z } from 'zod';

/** Blank optional input is absent (spec 001 §5 'Empty optional strings become absent'). */
const absentIfBlank = (value: string | undefined) => (value === '' ? undefined : value);

export const optionalText = z.string().trim().max(500).optional().transform(absentIfBlank);

export const optionalEmail = z
  .union([z.email('Not an email address.'), z.literal('')])
  .optional()
  .transform(absentIfBlank);

/** A time of day as the forms send it: 24-hour 'HH:mm'. */
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time looks like 08:30.');

export const optionalTime = z
  .union([hhmm, z.literal('')])
  .optional()
  .transform(absentIfBlank);
