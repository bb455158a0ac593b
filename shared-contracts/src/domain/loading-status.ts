import type { ValueOf } from './const-enum';

/** The loading status of a list or detail (spec 001 §4). */
export const LoadingStatus = {
  Idle: 'idle',
  Pending: 'pending',
  Resolved: 'resolved',
  Rejected: 'rejected',
} as const;
export type LoadingStatus = ValueOf<typeof LoadingStatus>;
