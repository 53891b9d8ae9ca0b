/**
 * What a transport tells the core about one request. Values are raw (as received); the core checks them.
 */
export interface BodyProblem {
  code: 'INVALID_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
}

export interface RequestContext {
  /** The `Tenantid` header. */
  tenantId?: string | undefined;
  /** The `Authorization` header (`Bearer <token>`). */
  authorization?: string | undefined;
  /** The `X-Api-Key` header (token exchange only). */
  apiKey?: string | undefined;
  /**
   * A body the transport could not read (malformed JSON, too large, wrong type). It is reported after the
   * tenant and token checks, so that those failures keep their status whatever the body.
   */
  bodyProblem?: BodyProblem | undefined;
}
