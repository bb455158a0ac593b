import type { ChipColor, ValueOf } from './const-enum';

/** On-time status of a shipment (spec 000 §4). */
export const OnTimeStatus = {
  OnTime: 0,
  AtRisk: 1,
  Late: 2,
  Early: 3,
} as const;
export type OnTimeStatus = ValueOf<typeof OnTimeStatus>;

export const ON_TIME_STATUS_LABEL: Record<OnTimeStatus, string> = {
  [OnTimeStatus.OnTime]: 'On Time',
  [OnTimeStatus.AtRisk]: 'At Risk',
  [OnTimeStatus.Late]: 'Late',
  [OnTimeStatus.Early]: 'Early',
};

export const ON_TIME_STATUS_COLOR: Record<OnTimeStatus, ChipColor> = {
  [OnTimeStatus.OnTime]: 'green',
  [OnTimeStatus.AtRisk]: 'gold',
  [OnTimeStatus.Late]: 'red',
  [OnTimeStatus.Early]: 'blue',
};
