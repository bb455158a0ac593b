import type { Case } from '../domain/case';
import {
  CarrierCaseResolutionType,
  CaseDisplayStatus,
  CaseStatus,
  IN_PROGRESS_CASE_STATUSES,
  ON_HOLD_CASE_STATUSES,
} from '../domain/case-status';

export interface CollapsedCaseStatus {
  displayStatus: CaseDisplayStatus;
  isVoided: boolean;
}

/**
 * The status a carrier sees (spec 001 §4): resolved or voided, or a resolution type of Paid or
 * Declined, becomes Resolved (voided also sets isVoided); the on-hold family becomes On Hold; the
 * in-progress family becomes In Progress; anything else becomes New.
 */
export function collapseCaseStatus(
  caseRecord: Pick<Case, 'status' | 'carrierCaseResolutionType'> & { isVoided?: boolean },
): CollapsedCaseStatus {
  const { status, carrierCaseResolutionType } = caseRecord;
  const isVoided = status === CaseStatus.Voided || caseRecord.isVoided === true;
  if (
    status === CaseStatus.Resolved ||
    isVoided ||
    carrierCaseResolutionType === CarrierCaseResolutionType.Paid ||
    carrierCaseResolutionType === CarrierCaseResolutionType.Declined
  ) {
    return { displayStatus: CaseDisplayStatus.Resolved, isVoided };
  }
  if ((ON_HOLD_CASE_STATUSES as readonly CaseStatus[]).includes(status)) {
    return { displayStatus: CaseDisplayStatus.OnHold, isVoided };
  }
  if ((IN_PROGRESS_CASE_STATUSES as readonly CaseStatus[]).includes(status)) {
    return { displayStatus: CaseDisplayStatus.InProgress, isVoided };
  }
  return { displayStatus: CaseDisplayStatus.New, isVoided };
}
