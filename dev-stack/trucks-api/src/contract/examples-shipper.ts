// Contract examples for the shipper side (orders, locations, dock schedules, TMS shipments).
import type { ContractExamples } from './example-types';

export const SHIPPER_EXAMPLES: ContractExamples = {};
