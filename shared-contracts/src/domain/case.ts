import type { EntityId, IsoDate, IsoDateTime } from './common';
import type { CarrierCaseResolutionType, CasePriority, CaseSource, CaseStatus } from './case-status';
import type { CaseType } from './case-type';

/** A party involved in a case (fields not shown, ours). */
export interface InvolvedParty {
  id: EntityId;
  name: string;
  /** 'Carrier', 'Customer', 'Driver', ... */
  partyType: string;
}

/**
 * A case, shown to carriers as an Accessorial Request (spec 001 §3). The spec lists status,
 * statusDescription, carrierCaseResolutionType, isVoided, involvedParties; the rest is what a case
 * list and preview need.
 */
export interface Case {
  id: EntityId;
  caseNumber: string;
  caseType: CaseType;
  caseTypeDescription?: string;
  status: CaseStatus;
  statusDescription: string;
  carrierCaseResolutionType?: CarrierCaseResolutionType | null;
  isVoided: boolean;
  involvedParties: InvolvedParty[];
  priority?: CasePriority;
  source?: CaseSource;
  shipmentId?: EntityId | null;
  shipmentNumber?: string | null;
  orderId?: EntityId | null;
  subject: string;
  description?: string;
  /** Amount requested for an accessorial, in US dollars. */
  requestedAmount?: number | null;
  /** Amount approved, in US dollars. */
  approvedAmount?: number | null;
  assignee?: string | null;
  incidentDateTime?: IsoDateTime | null;
  followUpDateTime?: IsoDateTime | null;
  createdDateTime: IsoDateTime;
  updatedDateTime?: IsoDateTime | null;
}

/** The case model for creation (spec 000 §7, 001 §7: includes shipmentId). */
export interface NewCase {
  shipmentId: EntityId;
  caseType: CaseType;
  subject: string;
  description: string;
  requestedAmount?: number;
  incidentDateTime?: IsoDateTime;
}

/** One entry of GET cases/{id}/history (fields not shown, ours). */
export interface CaseHistoryEntry {
  id: EntityId;
  timeStamp: IsoDateTime;
  /** What changed, e.g. 'Status changed from New to In Progress'. */
  description: string;
  changedBy: string;
  fromStatus?: CaseStatus;
  toStatus?: CaseStatus;
}

/** GET cases/count_stats (spec 001 §3). */
export interface CaseCountStats {
  new: number;
  inProgress: number;
  onHold: number;
  resolved: number;
}

/** Case list filters (spec 001 §3). */
export interface CaseListFilters {
  shipmentId?: EntityId;
  orderId?: EntityId;
  caseSources?: CaseSource[];
  caseTypes?: CaseType[];
  caseStatuses?: CaseStatus[];
  casePriority?: CasePriority;
  involvedPartyIds?: EntityId[];
  customerIds?: EntityId[];
  carrierIds?: EntityId[];
  assignees?: string[];
  activeOnly?: boolean;
  unassignedOnly?: boolean;
  incidentFrom?: IsoDateTime;
  incidentTo?: IsoDateTime;
  followUpFrom?: IsoDateTime;
  followUpTo?: IsoDateTime;
  fromDate?: IsoDate;
  toDate?: IsoDate;
  search?: string;
  /** A field name, '-' prefixed for descending. */
  sort?: string;
  page?: number;
  pageSize?: number;
}
