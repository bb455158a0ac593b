import { flagsOf } from './const-enum';
import type { ValueOf } from './const-enum';

/**
 * Tracking sources: bit flags in the spec's order (spec 000 §4). The spec names 'two telematics
 * providers' without naming them; they are Samsara (the portal's expiring integration token,
 * spec 000 §6) and Motive here.
 */
export const TrackingSource = {
  Project44: 1,
  Edi: 2,
  DriverAppEntry: 4,
  DriverAppBackgroundTracking: 8,
  CarrierApp: 16,
  User: 32,
  ShipperApp: 64,
  UserOnly: 128,
  NonAutomated: 256,
  Samsara: 512,
  Motive: 1024,
  Tive: 2048,
  SpotBot: 4096,
  Geotab: 8192,
} as const;
export type TrackingSource = ValueOf<typeof TrackingSource>;

export const TRACKING_SOURCE_LABEL: Record<TrackingSource, string> = {
  [TrackingSource.Project44]: 'project44',
  [TrackingSource.Edi]: 'EDI',
  [TrackingSource.DriverAppEntry]: 'Driver App Entry',
  [TrackingSource.DriverAppBackgroundTracking]: 'Driver App Background Tracking',
  [TrackingSource.CarrierApp]: 'Carrier App',
  [TrackingSource.User]: 'User',
  [TrackingSource.ShipperApp]: 'Shipper App',
  [TrackingSource.UserOnly]: 'User Only',
  [TrackingSource.NonAutomated]: 'Non-Automated',
  [TrackingSource.Samsara]: 'Samsara',
  [TrackingSource.Motive]: 'Motive',
  [TrackingSource.Tive]: 'Tive',
  [TrackingSource.SpotBot]: 'Spot Bot',
  [TrackingSource.Geotab]: 'Geotab',
};

export function trackingSourcesOf(mask: number): TrackingSource[] {
  return flagsOf(TrackingSource, mask);
}
