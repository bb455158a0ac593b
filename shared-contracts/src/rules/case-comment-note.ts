import type { CaseComment, Note } from '../domain/note';

/**
 * A case comment read as a note (spec 001 §3: 'Case comments map from content, jsonContent,
 * htmlContent, timeStamp, createdBy, caseId, isReadOnly'). A comment that does not say otherwise is
 * visible to the portal.
 */
export function noteOfCaseComment(comment: CaseComment): Note {
  return {
    id: comment.id,
    noteContent: comment.content,
    noteHTML: comment.htmlContent,
    noteJSON: comment.jsonContent,
    createDateTime: comment.timeStamp,
    creator: comment.createdBy,
    allowPortalAccess: comment.allowPortalAccess ?? true,
    isReadonly: comment.isReadOnly,
    entityId: comment.caseId,
  };
}
