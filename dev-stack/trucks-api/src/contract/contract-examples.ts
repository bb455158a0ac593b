// Every area's contract examples in one table, by catalogue call id.
import { CORE_EXAMPLES } from './examples-core';
import { RECORDS_EXAMPLES } from './examples-records';
import { SHIPPER_EXAMPLES } from './examples-shipper';
import type { ContractExamples } from './example-types';

export const CONTRACT_EXAMPLES: ContractExamples = {
  ...CORE_EXAMPLES,
  ...RECORDS_EXAMPLES,
  ...SHIPPER_EXAMPLES,
};
