/**
 * Validation failures as per-field messages, the shape the portal reads from a 400 (spec 000 §8:
 * 'server message plus the per-field model-state errors'): `{ 'carrierRate.rate': ['...'] }`.
 * One shape for all three places that check a body with a zod schema: a form (client-side check),
 * the API client (before sending) and the dev-stack trucks API (before its handler runs).
 */
import type { z } from 'zod/mini';

/** Messages per field, keyed by the field's dotted path ('carrierRate.rate', 'stops.0.city'). */
export type FieldErrors = Record<string, string[]>;

/** The key of a failure that belongs to no one field (an unknown key, a body that is not an object). */
export const WHOLE_BODY_FIELD = 'body';

/** The title of a model-state problem, as ASP.NET writes it. */
const VALIDATION_PROBLEM_TITLE = 'One or more validation errors occurred.';

/** An RFC 7807 problem for invalid input, with the model-state `errors` map. */
interface ValidationProblem {
  type: string;
  title: string;
  status: 400;
  errors: FieldErrors;
}

/**
 * The field errors of a failed zod check: each issue's message under its dotted path, in the
 * order zod reports them, each message once per field. `under` puts them below a form's field
 * when only part of the form was checked (`schema.shape.carrierRate`).
 *
 *   fieldErrorsOf(BookShipmentCommandSchema.safeParse(values).error)
 *   // { 'carrierRate.rate': ['The rate must be more than 0.'] }
 *   fieldErrorsOf(BookShipmentCommandSchema.shape.carrierRate.safeParse(rate).error, { under: 'carrierRate' })
 *   // the same keys
 */
export function fieldErrorsOf(
  failure: z.core.$ZodError | readonly z.core.$ZodIssue[] | undefined,
  options: { under?: string } = {},
): FieldErrors {
  const issues = failure === undefined ? [] : 'issues' in failure ? failure.issues : failure;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = [...(options.under ? [options.under] : []), ...issue.path.map(String)];
    const field = path.join('.') || WHOLE_BODY_FIELD;
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The 400 problem a server answers for these field errors (and the client builds before sending). */
export function validationProblem(errors: FieldErrors): ValidationProblem {
  return {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: VALIDATION_PROBLEM_TITLE,
    status: 400,
    errors,
  };
}
