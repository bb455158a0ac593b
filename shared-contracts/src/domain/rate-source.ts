import type { ChipColor, ValueOf } from './const-enum';

/**
 * Where a shipment's rate comes from (spec 000 §4). A shipment's `originationType` uses the same
 * values: a TMS contract origination shows the zip and hides Book Now while tendering; a spot quote
 * on the shipper side updates it to TmsSpot (spec 001 §7).
 */
export const RateSource = {
  Red: 0,
  TmsSpot: 1,
  TmsContract: 2,
} as const;
export type RateSource = ValueOf<typeof RateSource>;

export const RATE_SOURCE_LABEL: Record<RateSource, string> = {
  [RateSource.Red]: 'RED',
  [RateSource.TmsSpot]: 'TMS Spot',
  [RateSource.TmsContract]: 'TMS Contract',
};

export const RATE_SOURCE_COLOR: Record<RateSource, ChipColor> = {
  [RateSource.Red]: 'red',
  [RateSource.TmsSpot]: 'orange',
  [RateSource.TmsContract]: 'blue',
};
