import { MAX_CASE_DESCRIPTION_LENGTH, caseDescriptionProblem } from './case-description';

describe('a case description (issue 41: cut at 4,000 characters without a word)', () => {
  it('holds up to 4,000 characters; a longer one is refused with its length, not cut', () => {
    expect(MAX_CASE_DESCRIPTION_LENGTH).toBe(4000);
    expect(caseDescriptionProblem('x'.repeat(4000))).toBeUndefined();
    expect(caseDescriptionProblem('x'.repeat(4321))).toBe(
      'The description is 4,321 characters: shorten it to 4,000.',
    );
  });
});
