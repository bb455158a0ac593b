import type { ChipColor, ValueOf } from './const-enum';

/**
 * A case's status as the case service stores it. The spec (001 §4) names resolved, voided, the
 * on-hold family (broker update pending, carrier documents pending, carrier tracking info pending)
 * and an in-progress family it does not list; the in-progress members here (Assigned, Escalated,
 * PendingCarrierResponse) are our design, the numbers too.
 */
export const CaseStatus = {
  New: 0,
  InProgress: 1,
  Assigned: 2,
  Escalated: 3,
  PendingCarrierResponse: 4,
  OnHold: 5,
  BrokerUpdatePending: 6,
  CarrierDocumentsPending: 7,
  CarrierTrackingInfoPending: 8,
  Resolved: 9,
  Voided: 10,
} as const;
export type CaseStatus = ValueOf<typeof CaseStatus>;

export const CASE_STATUS_LABEL: Record<CaseStatus, string> = {
  [CaseStatus.New]: 'New',
  [CaseStatus.InProgress]: 'In Progress',
  [CaseStatus.Assigned]: 'Assigned',
  [CaseStatus.Escalated]: 'Escalated',
  [CaseStatus.PendingCarrierResponse]: 'Pending Carrier Response',
  [CaseStatus.OnHold]: 'On Hold',
  [CaseStatus.BrokerUpdatePending]: 'Broker Update Pending',
  [CaseStatus.CarrierDocumentsPending]: 'Carrier Documents Pending',
  [CaseStatus.CarrierTrackingInfoPending]: 'Carrier Tracking Info Pending',
  [CaseStatus.Resolved]: 'Resolved',
  [CaseStatus.Voided]: 'Voided',
};

/** The on-hold family that collapses to On Hold (spec 001 §4). */
export const ON_HOLD_CASE_STATUSES = [
  CaseStatus.OnHold,
  CaseStatus.BrokerUpdatePending,
  CaseStatus.CarrierDocumentsPending,
  CaseStatus.CarrierTrackingInfoPending,
] as const satisfies readonly CaseStatus[];

/** The in-progress family that collapses to In Progress (spec 001 §4). */
export const IN_PROGRESS_CASE_STATUSES = [
  CaseStatus.InProgress,
  CaseStatus.Assigned,
  CaseStatus.Escalated,
  CaseStatus.PendingCarrierResponse,
] as const satisfies readonly CaseStatus[];

/** The four statuses a carrier sees (spec 001 §4); also the keys of the case status counts. */
export const CaseDisplayStatus = {
  New: 'new',
  InProgress: 'inProgress',
  OnHold: 'onHold',
  Resolved: 'resolved',
} as const;
export type CaseDisplayStatus = ValueOf<typeof CaseDisplayStatus>;

export const CASE_DISPLAY_STATUS_LABEL: Record<CaseDisplayStatus, string> = {
  [CaseDisplayStatus.New]: 'New',
  [CaseDisplayStatus.InProgress]: 'In Progress',
  [CaseDisplayStatus.OnHold]: 'On Hold',
  [CaseDisplayStatus.Resolved]: 'Resolved',
};

export const CASE_DISPLAY_STATUS_COLOR: Record<CaseDisplayStatus, ChipColor> = {
  [CaseDisplayStatus.New]: 'blue',
  [CaseDisplayStatus.InProgress]: 'gold',
  [CaseDisplayStatus.OnHold]: 'orange',
  [CaseDisplayStatus.Resolved]: 'green',
};

/** How a carrier's accessorial request was settled; Paid or Declined means Resolved (spec 001 §4). */
export const CarrierCaseResolutionType = {
  None: 0,
  Paid: 1,
  Declined: 2,
} as const;
export type CarrierCaseResolutionType = ValueOf<typeof CarrierCaseResolutionType>;

export const CARRIER_CASE_RESOLUTION_TYPE_LABEL: Record<CarrierCaseResolutionType, string> = {
  [CarrierCaseResolutionType.None]: 'None',
  [CarrierCaseResolutionType.Paid]: 'Paid',
  [CarrierCaseResolutionType.Declined]: 'Declined',
};

/** Case priority (list filter casePriority, spec 001 §3); values not shown, ours. */
export const CasePriority = {
  Low: 0,
  Medium: 1,
  High: 2,
  Critical: 3,
} as const;
export type CasePriority = ValueOf<typeof CasePriority>;

export const CASE_PRIORITY_LABEL: Record<CasePriority, string> = {
  [CasePriority.Low]: 'Low',
  [CasePriority.Medium]: 'Medium',
  [CasePriority.High]: 'High',
  [CasePriority.Critical]: 'Critical',
};

export const CASE_PRIORITY_COLOR: Record<CasePriority, ChipColor> = {
  [CasePriority.Low]: 'default',
  [CasePriority.Medium]: 'blue',
  [CasePriority.High]: 'orange',
  [CasePriority.Critical]: 'red',
};

/** Where a case came from (list filter caseSources, spec 001 §3); values not shown, ours. */
export const CaseSource = {
  CarrierPortal: 0,
  Email: 1,
  Phone: 2,
  Internal: 3,
  Automated: 4,
} as const;
export type CaseSource = ValueOf<typeof CaseSource>;

export const CASE_SOURCE_LABEL: Record<CaseSource, string> = {
  [CaseSource.CarrierPortal]: 'Carrier Portal',
  [CaseSource.Email]: 'Email',
  [CaseSource.Phone]: 'Phone',
  [CaseSource.Internal]: 'Internal',
  [CaseSource.Automated]: 'Automated',
};
