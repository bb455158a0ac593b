import type { ValueOf } from './const-enum';

/** The kind of a shipper location; the default is Warehouse (spec 001 §3). The other values are ours. */
export const LocationType = {
  Warehouse: 'Warehouse',
  DistributionCenter: 'DistributionCenter',
  Manufacturer: 'Manufacturer',
  Retail: 'Retail',
  CrossDock: 'CrossDock',
  Port: 'Port',
  Railyard: 'Railyard',
  Residential: 'Residential',
  Other: 'Other',
} as const;
export type LocationType = ValueOf<typeof LocationType>;

export const DEFAULT_LOCATION_TYPE: LocationType = LocationType.Warehouse;

export const LOCATION_TYPE_LABEL: Record<LocationType, string> = {
  [LocationType.Warehouse]: 'Warehouse',
  [LocationType.DistributionCenter]: 'Distribution Center',
  [LocationType.Manufacturer]: 'Manufacturer',
  [LocationType.Retail]: 'Retail',
  [LocationType.CrossDock]: 'Cross Dock',
  [LocationType.Port]: 'Port',
  [LocationType.Railyard]: 'Railyard',
  [LocationType.Residential]: 'Residential',
  [LocationType.Other]: 'Other',
};

/** What a dock handles (dock schedule stopTypes, spec 001 §3, §9). */
export const DockStopType = {
  Shipping: 'Shipping',
  Receiving: 'Receiving',
} as const;
export type DockStopType = ValueOf<typeof DockStopType>;

/** The location lists of the shipper side (spec 001 §2). */
export const LocationListKind = {
  Company: 'company',
  All: 'all',
  Quotable: 'quotable',
  Edi: 'edi',
} as const;
export type LocationListKind = ValueOf<typeof LocationListKind>;
