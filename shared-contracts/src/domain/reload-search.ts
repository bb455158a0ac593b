import type { IsoDate } from './common';

/** How reloads are ordered (the spec's 'order-by'; values not shown, ours). */
export const ReloadOrderBy = {
  DeadHead: 'deadHead',
  PickupDate: 'pickupDate',
  Rate: 'rate',
  RatePerMile: 'ratePerMile',
} as const;
export type ReloadOrderBy = (typeof ReloadOrderBy)[keyof typeof ReloadOrderBy];

/**
 * The reload search of the Load Board (/reloads, query string; spec 000 §3). The reloadShipment
 * parameter names the shipment whose destination the reloads start from.
 */
export interface ReloadSearch {
  reloadShipment?: string;
  /** Miles around the origin. */
  originRadius?: number;
  /** Miles around the destination. */
  destinationRadius?: number;
  dateRange?: { start: IsoDate; end: IsoDate };
  includePartials?: boolean;
  orderBy?: ReloadOrderBy;
  page?: number;
  pageSize?: number;
}
