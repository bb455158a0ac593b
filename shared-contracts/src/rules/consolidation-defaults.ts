/** Consolidation defaults (spec 001 §9): max weight 45000 lbs, max units 60, 40 miles, plus or minus 2 days. */
export const CONSOLIDATION_DEFAULTS = {
  maxWeight: 45_000,
  maxUnits: 60,
  distanceMiles: 40,
  dateWindowDays: 2,
} as const;
