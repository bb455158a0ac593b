// The contract between the server and the handlers: one handler per catalogue id, typed by that
// call's response, so a handler cannot answer a shape the client does not expect.
import type { FastifyRequest } from 'fastify';
import type { API } from '@trucks/shared-contracts/api/catalogue';
import type { CheckedBodyOf, ResponseOf } from '@trucks/shared-contracts/api/define-call';
import type { TrucksStore, UserRecord } from '../store/store';
import type { TrucksTokenService } from '../auth/trucks-token';
import type { IdpIdentity } from '../auth/idp-token';

type CatalogueCall = {
  [A in keyof typeof API]: (typeof API)[A][keyof (typeof API)[A]];
}[keyof typeof API];
export type CallId = CatalogueCall['id'];
type CallOf<Id extends CallId> = Extract<CatalogueCall, { id: Id }>;

/** A file answer (documents, rate confirmations): bytes and how to name them. */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/** A multipart part that carried a file. */
export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** What a handler gets; `Body` is the checked body of a call with a request schema. */
export interface CallContext<Body = unknown> {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The body; for a call with a `requestSchema`, what the schema yielded (the server checked it first). */
  body: Body;
  /** Uploaded files of a multipart body (their text fields are in `body`). */
  files: UploadedFile[];
  /** The signed-in user; public calls (sign-in) run without one. */
  user: UserRecord | undefined;
  store: TrucksStore;
  services: HandlerServices;
  request: FastifyRequest;
}

export interface HandlerServices {
  tokens: TrucksTokenService;
  verifyIdToken: (idToken: string) => Promise<IdpIdentity>;
  now: () => Date;
}

type Answer<Id extends CallId> = ResponseOf<CallOf<Id>> extends Blob ? FileReply : ResponseOf<CallOf<Id>>;

export type CallHandler<Id extends CallId> = (
  context: CallContext<CheckedBodyOf<CallOf<Id>>>,
) => Answer<Id> | Promise<Answer<Id>>;

export type HandlerTable = { [Id in CallId]: CallHandler<Id> };
