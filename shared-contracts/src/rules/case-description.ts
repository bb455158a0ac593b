/** The most a case's description may hold: the trucks API refuses a longer one. */
export const MAX_CASE_DESCRIPTION_LENGTH = 4000;

/** Why a description cannot be sent, or undefined: a long text is kept and said, never cut. */
export function caseDescriptionProblem(description: string): string | undefined {
  return description.length > MAX_CASE_DESCRIPTION_LENGTH
    ? `The description is ${description.length.toLocaleString('en-US')} characters: shorten it to ${MAX_CASE_DESCRIPTION_LENGTH.toLocaleString('en-US')}.`
    : undefined;
}
