import type { ChipColor, ValueOf } from './const-enum';

/**
 * Stop status (spec 000 §4 names them; numbers are not shown, so they follow the spec's order,
 * which is also the order a stop goes through).
 */
export const StopStatus = {
  Confirmed: 0,
  Enroute: 1,
  Arrived: 2,
  Loading: 3,
  Unloading: 4,
  Complete: 5,
} as const;
export type StopStatus = ValueOf<typeof StopStatus>;

export const STOP_STATUS_LABEL: Record<StopStatus, string> = {
  [StopStatus.Confirmed]: 'Confirmed',
  [StopStatus.Enroute]: 'Enroute',
  [StopStatus.Arrived]: 'Arrived',
  [StopStatus.Loading]: 'Loading',
  [StopStatus.Unloading]: 'Unloading',
  [StopStatus.Complete]: 'Complete',
};

export const STOP_STATUS_COLOR: Record<StopStatus, ChipColor> = {
  [StopStatus.Confirmed]: 'default',
  [StopStatus.Enroute]: 'blue',
  [StopStatus.Arrived]: 'cyan',
  [StopStatus.Loading]: 'orange',
  [StopStatus.Unloading]: 'orange',
  [StopStatus.Complete]: 'green',
};

/** A carrier-side stop is a pickup or a dropoff (spec 000 §3). */
export const StopType = {
  Pickup: 'Pickup',
  Dropoff: 'Dropoff',
} as const;
export type StopType = ValueOf<typeof StopType>;

export const STOP_TYPE_LABEL: Record<StopType, string> = {
  [StopType.Pickup]: 'Pickup',
  [StopType.Dropoff]: 'Dropoff',
};

/** How freight is loaded at a stop. The spec shows 'Live etc.'; Drop and Preloaded are the usual others. */
export const LoadStyle = {
  Live: 'Live',
  Drop: 'Drop',
  Preloaded: 'Preloaded',
} as const;
export type LoadStyle = ValueOf<typeof LoadStyle>;

export const LOAD_STYLE_LABEL: Record<LoadStyle, string> = {
  [LoadStyle.Live]: 'Live',
  [LoadStyle.Drop]: 'Drop',
  [LoadStyle.Preloaded]: 'Preloaded',
};
