// How a case reads in lists and on its page: its type, its parties, its dates.
import type { Case } from '@trucks/shared-contracts/domain/case';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
export { NONE, portalDateTime as caseDateTime } from '../../../lib/portal-date-time';

export const caseTypeLabel = (caseRecord: Pick<Case, 'caseType' | 'caseTypeDescription'>) =>
  CASE_TYPE_LABEL[caseRecord.caseType] ?? caseRecord.caseTypeDescription ?? 'Other';

export const involvedPartiesText = (caseRecord: Pick<Case, 'involvedParties'>) =>
  caseRecord.involvedParties.map((party) => `${party.name} (${party.partyType})`).join(', ');
