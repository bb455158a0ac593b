// Cases as the trucks API answers them, for this app's tests.
import type { Case } from '@trucks/shared-contracts/domain/case';
import { CarrierCaseResolutionType, CaseStatus } from '@trucks/shared-contracts/domain/case-status';
import { CaseType } from '@trucks/shared-contracts/domain/case-type';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';

export function caseOf(overrides: Partial<Case> = {}): Case {
  return {
    id: 'case-1',
    caseNumber: '5001',
    caseType: CaseType.Detention,
    caseTypeDescription: 'Detention',
    status: CaseStatus.New,
    statusDescription: 'New',
    carrierCaseResolutionType: CarrierCaseResolutionType.None,
    isVoided: false,
    involvedParties: [
      { id: 'C-100', name: 'Lone Star Carriers', partyType: 'Carrier' },
      { id: 'CU-1', name: 'Acme Foods', partyType: 'Customer' },
    ],
    shipmentId: 'ship-1',
    shipmentNumber: '100200',
    subject: 'Detention',
    description: 'Held 4 hours at the receiver.',
    requestedAmount: 150,
    approvedAmount: null,
    assignee: null,
    createdDateTime: '2026-03-02T15:30:00Z',
    updatedDateTime: '2026-03-03T16:00:00Z',
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], totalCount = data.length): PagedList<T> => ({
  data,
  page: 1,
  pageSize: 50,
  totalCount,
});
