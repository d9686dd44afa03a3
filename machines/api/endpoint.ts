import * as v from 'valibot';

/*
 * The server's side of every contract: what each endpoint answers, by status. The server
 * checks each answer against it before sending it (server/plugins/reply-contracts.ts); the
 * browser reads answers with the schemas of the *.api.ts modules and never loads this one.
 */

/** Any refusal or failure: `{ "error": message }`, the message written for a person. */
export const ErrorResponseSchema = v.object({ error: v.string() });

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** A file to download (a PDF, a FHIR bundle), not a JSON body. */
export const FILE_REPLY = 'file';

/** What one answer of an endpoint carries: a JSON body, a file, or nothing (204). */
export type ReplyBody = v.GenericSchema | typeof FILE_REPLY | null;

/** Who may call an endpoint: anyone, or a reviewer with a session (the sign-in's cookie). */
export type EndpointAccess = 'anyone' | 'reviewer';

/**
 * One endpoint: its method, its route pattern, who may call it, what it takes and its answers
 * by status. A status not listed that is 400 or above answers `ErrorResponseSchema`; any other
 * is not part of the contract. The API's description for integrators
 * (`GET /api/openapi.json`) is made from these alone.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly route: string;
  /** One sentence for an integrator: what the call does. */
  readonly summary: string;
  readonly access: EndpointAccess;
  /** The JSON body it takes, the schema its route parses it with. */
  readonly body?: v.GenericSchema;
  /** Its query string, the schema its route parses it with. */
  readonly query?: v.GenericSchema;
  /**
   * Takes an `Idempotency-Key` header: a repeat with the same body gets the answer the first
   * one stored; the same key with another body is refused (422).
   */
  readonly idempotent?: true;
  /** The media type of its file answer, when it answers `FILE_REPLY`. */
  readonly fileType?: string;
  readonly replies: Readonly<Record<number, ReplyBody>>;
}

/** What an answer of `status` must carry, as the contract says (errors included). */
export function replyBodyOf(endpoint: Endpoint | undefined, status: number): ReplyBody | undefined {
  const declared = endpoint?.replies[status];
  if (declared !== undefined) return declared;
  return status >= 400 ? ErrorResponseSchema : undefined;
}
