export type AiErrorCode =
  | 'timeout'
  | 'rate_limited'
  | 'upstream'
  | 'unavailable'
  | 'invalid_output'
  | 'cancelled'
  | 'budget_exceeded'
  | 'unsupported'
  | 'bad_request';

const RETRYABLE: ReadonlySet<AiErrorCode> = new Set(['timeout', 'rate_limited', 'upstream', 'unavailable']);

/** A failure of an AI call, in words a user can act on; never carries the provider's secrets. */
export class AiError extends Error {
  readonly retryable: boolean;
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.retryable = RETRYABLE.has(code);
  }
}

export const isAbort = (err: unknown) =>
  err instanceof Error && (err.name === 'AbortError' || err.name === 'APIUserAbortError');
