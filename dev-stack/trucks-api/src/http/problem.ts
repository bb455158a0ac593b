// Errors in the shapes the portal reads (spec 000 §8, 001 §8): ASP.NET-style problem details with a
// model-state `errors` map for bad input, a `detail` for everything else. Handlers throw an
// ApiProblem; the server's error handler writes it.
import type { z } from 'zod';
import { fieldErrorsOf, validationProblem } from '@trucks/shared-contracts/rules/field-errors';
import type { FieldErrors } from '@trucks/shared-contracts/rules/field-errors';

export type ModelStateErrors = FieldErrors;

export interface ProblemBody {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: ModelStateErrors;
}

export class ApiProblem extends Error {
  constructor(readonly body: ProblemBody) {
    super(body.detail ?? body.title);
  }

  get status(): number {
    return this.body.status;
  }
}

/** 400 with model-state errors: the same problem the browser client builds for a body it refuses. */
export function modelStateProblem(errors: ModelStateErrors): ApiProblem {
  return new ApiProblem(validationProblem(errors));
}

/** One field, one message: the common case of a handler rule ("no such shipment"). */
export function fieldProblem(field: string, message: string): ApiProblem {
  return modelStateProblem({ [field]: [message] });
}

/** zod issues as model-state errors keyed by the dotted path of the field ('body' for the whole body). */
export function zodProblem(error: z.core.$ZodError): ApiProblem {
  return modelStateProblem(fieldErrorsOf(error));
}

export function notFoundProblem(what: string): ApiProblem {
  return new ApiProblem({ title: 'Not Found', status: 404, detail: `${what} was not found.` });
}

export function forbiddenProblem(detail: string): ApiProblem {
  return new ApiProblem({ title: 'Forbidden', status: 403, detail });
}

export function unauthorizedProblem(detail: string): ApiProblem {
  return new ApiProblem({ title: 'Unauthorized', status: 401, detail });
}
