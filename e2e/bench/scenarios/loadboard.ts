// The loadboard remote's benchmark scenarios (see ../scenario.ts): the figures its issues' notes quote.
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [];
