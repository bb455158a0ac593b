// How a case reads in lists and on its page: its type, its parties, its dates.
import type { Case } from '@trucks/shared-contracts/domain/case';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';

export const NONE = '—';

export const caseTypeLabel = (caseRecord: Pick<Case, 'caseType' | 'caseTypeDescription'>) =>
  CASE_TYPE_LABEL[caseRecord.caseType] ?? caseRecord.caseTypeDescription ?? 'Other';

export const involvedPartiesText = (caseRecord: Pick<Case, 'involvedParties'>) =>
  caseRecord.involvedParties.map((party) => `${party.name} (${party.partyType})`).join(', ');

/**
 * A case's times have no stop, so no stop zone: they show in the portal's fallback zone (US Central)
 * with its abbreviation, in the spec's 'MMM DD, YYYY H:mm z' (the README's decision).
 */
export const caseDateTime = (value: string | null | undefined) =>
  formatStopDateTime(value, undefined) || NONE;
