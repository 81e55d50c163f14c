// Classifies anything thrown into what a channel needs to reply. Expected failures are SenErrors
// (codes, statuses and texts from the market catalogue); framework 4xx keep their status; anything
// else is a server fault, hidden behind the catalogue's generic text.
import { senError } from '@sen/market';
import { SenError } from './sen-error.ts';

/** What any channel needs to reply to a failure: status, `error` word, a client-safe message, rc. */
export interface ErrorOutcome {
  status: number;
  code: string;
  /** The REST channel's (English) message. */
  message: string;
  /** The trading channel's (Vietnamese) text. */
  rs: string;
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
  if (error instanceof SenError) {
    return {
      status: error.status,
      code: error.error,
      message: error.text.en,
      rs: error.message,
      rc: error.rc,
      internal: error.status >= 500,
    };
  }
  const e = (error ?? {}) as FastifyLikeError;
  const status =
    typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status >= 500) {
    const internal = senError('internalError');
    return {
      status,
      code: internal.error,
      message: internal.en,
      rs: internal.vi,
      rc: internal.code,
      internal: true,
    };
  }
  const fallback = senError(e.validation ? 'invalidQuery' : 'badHttpRequest');
  const message = e.message ?? fallback.en;
  return {
    status,
    code: e.validation ? fallback.error : (e.code ?? fallback.error),
    message,
    rs: e.message ?? fallback.vi,
    rc: fallback.code,
    internal: false,
  };
}
