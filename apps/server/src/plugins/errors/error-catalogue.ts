// The server's one catalogue of coded errors. Each entry fixes the HTTP status of the REST channel
// and the `rc` of the trading channel; the spec's own trading codes (spec §8, `@sen/market`) travel
// through `AppError.rc` unchanged.
const ERROR_CATALOGUE = {
  bad_request: { status: 400, rc: -1, message: 'Bad request' },
  invalid_query: { status: 400, rc: -1, message: 'Invalid query' },
  unknown_market: { status: 400, rc: -6020, message: 'Unknown market' },
  malformed_symbols: { status: 400, rc: -6031, message: 'Malformed symbol list' },
  unknown_symbol: { status: 404, rc: -6031, message: 'Unknown symbol' },
  unknown_index: { status: 404, rc: -1, message: 'Unknown index' },
  not_found: { status: 404, rc: -1, message: 'Not found' },
  unauthorized: { status: 401, rc: -1, message: 'Invalid session' },
  forbidden: { status: 403, rc: -6030, message: 'Forbidden' },
  conflict: { status: 409, rc: -1, message: 'Conflict' },
  too_many_requests: { status: 429, rc: -1, message: 'Too many requests' },
  payload_too_large: { status: 413, rc: -1, message: 'Payload too large' },
  not_ready: { status: 503, rc: -8, message: 'System not ready' },
  internal: { status: 500, rc: -1, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; rc: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** An expected failure with a catalogue code; its message is safe to show a client. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly rc: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { rc?: number; cause?: unknown } = {},
  ) {
    const entry = ERROR_CATALOGUE[code];
    super(message ?? entry.message, { cause: options.cause });
    this.status = entry.status;
    this.rc = options.rc ?? entry.rc;
  }
}

/** What any channel needs to reply to a failure: status, code, a client-safe message, rc. */
export interface ErrorOutcome {
  status: number;
  code: ErrorCode | string;
  message: string;
  rc: number;
  /** True for server faults: logged as error, message hidden from the client. */
  internal: boolean;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: unknown;
}

/** Classifies anything thrown into an {@link ErrorOutcome}; unknown throws become hidden 500s. */
export function toOutcome(error: unknown): ErrorOutcome {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      rc: error.rc,
      internal: error.status >= 500,
    };
  }
  const e = (error ?? {}) as FastifyLikeError;
  const status =
    typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status >= 500) {
    const internal = ERROR_CATALOGUE.internal;
    return { status, code: 'internal', message: internal.message, rc: internal.rc, internal: true };
  }
  const code = e.validation ? 'invalid_query' : (e.code ?? 'bad_request');
  return { status, code, message: e.message ?? ERROR_CATALOGUE.bad_request.message, rc: -1, internal: false };
}
