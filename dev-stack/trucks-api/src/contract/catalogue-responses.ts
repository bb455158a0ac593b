// The response type of every catalogue call, keyed by call id. Never used at run time: the contract
// test reads this type with the TypeScript checker and derives a structural check of each answer
// from it, so a call without a zod schema is still held to exactly what the catalogue declares.
import type { API } from '@trucks/shared-contracts/api/catalogue';
import type { ResponseOf } from '@trucks/shared-contracts/api/define-call';

type AnyCatalogueCall = { [A in keyof typeof API]: (typeof API)[A][keyof (typeof API)[A]] }[keyof typeof API];

export type CatalogueResponses = { [C in AnyCatalogueCall as C['id']]: ResponseOf<C> };
