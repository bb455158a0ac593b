// Contract examples for cases, notes, documents, financials and contacts.
import type { ContractExamples } from './example-types';

export const RECORDS_EXAMPLES: ContractExamples = {};
