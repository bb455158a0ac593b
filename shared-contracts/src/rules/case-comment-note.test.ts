import type { CaseComment } from '../domain/note';
import { noteOfCaseComment } from './case-comment-note';

const comment: CaseComment = {
  id: 'c-1',
  content: 'Driver is 20 minutes out',
  jsonContent: '{"blocks":[]}',
  htmlContent: '<p>Driver is 20 minutes out</p>',
  timeStamp: '2026-03-02T14:05:00Z',
  createdBy: { firstName: 'Dana', lastName: 'Reyes' },
  caseId: 'case-9',
  isReadOnly: true,
};

describe('case comments as notes (spec 001 §3)', () => {
  it('"Case comments map from content, jsonContent, htmlContent, timeStamp, createdBy, caseId, isReadOnly"', () => {
    expect(noteOfCaseComment(comment)).toEqual({
      id: 'c-1',
      noteContent: 'Driver is 20 minutes out',
      noteJSON: '{"blocks":[]}',
      noteHTML: '<p>Driver is 20 minutes out</p>',
      createDateTime: '2026-03-02T14:05:00Z',
      creator: { firstName: 'Dana', lastName: 'Reyes' },
      entityId: 'case-9',
      isReadonly: true,
      allowPortalAccess: true,
    });
  });
  it('keeps an internal comment internal ("allowPortalAccess false means internal")', () => {
    expect(noteOfCaseComment({ ...comment, allowPortalAccess: false }).allowPortalAccess).toBe(false);
  });
});
