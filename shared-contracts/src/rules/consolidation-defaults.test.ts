import { CONSOLIDATION_DEFAULTS } from './consolidation-defaults';

it('"Consolidation defaults: max weight 45000, max units 60, distance 40 miles, date window plus or minus 2 days" (spec 001 §9)', () => {
  expect(CONSOLIDATION_DEFAULTS).toEqual({
    maxWeight: 45000,
    maxUnits: 60,
    distanceMiles: 40,
    dateWindowDays: 2,
  });
});
