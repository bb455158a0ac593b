import type { ValueOf } from './const-enum';

/** How a rate is quoted (spec 000 §3: rateType AllIn or RateAndFuel). The spec names the values. */
export const RateType = {
  AllIn: 'AllIn',
  RateAndFuel: 'RateAndFuel',
} as const;
export type RateType = ValueOf<typeof RateType>;

/** The labels of the rate type options (spec 000 §9: 'All In' and 'Rate + Fuel'). */
export const RATE_TYPE_LABEL: Record<RateType, string> = {
  [RateType.AllIn]: 'All In',
  [RateType.RateAndFuel]: 'Rate + Fuel',
};

/** The charge method of a rate (spec 000 §3: chargeRateType Flat or PerMile). */
export const ChargeRateType = {
  Flat: 'Flat',
  PerMile: 'PerMile',
} as const;
export type ChargeRateType = ValueOf<typeof ChargeRateType>;

/** The labels of the charge methods (spec 000 §9: 'Flat' and 'Per Mile'). */
export const CHARGE_RATE_TYPE_LABEL: Record<ChargeRateType, string> = {
  [ChargeRateType.Flat]: 'Flat',
  [ChargeRateType.PerMile]: 'Per Mile',
};
