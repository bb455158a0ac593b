// A case's status as a carrier sees it: the spec's collapse (001 §4, rules/case-status) with the
// contracts' colour; a voided case says so beside the chip.
import { Tag } from 'antd';
import type { Case } from '@trucks/shared-contracts/domain/case';
import {
  CASE_DISPLAY_STATUS_COLOR,
  CASE_DISPLAY_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/case-status';
import { collapseCaseStatus } from '@trucks/shared-contracts/rules/case-status';

type StatusOf = Pick<Case, 'status' | 'carrierCaseResolutionType' | 'isVoided'>;

export function caseStatusChip(caseRecord: StatusOf) {
  const { displayStatus, isVoided } = collapseCaseStatus(caseRecord);
  return {
    label: `${CASE_DISPLAY_STATUS_LABEL[displayStatus]}${isVoided ? ' (Voided)' : ''}`,
    color: CASE_DISPLAY_STATUS_COLOR[displayStatus],
  };
}

export function CaseStatusChip({ caseRecord }: { caseRecord: StatusOf }) {
  const chip = caseStatusChip(caseRecord);
  return <Tag color={chip.color}>{chip.label}</Tag>;
}
