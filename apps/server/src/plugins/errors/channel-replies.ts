// One mapping from an error outcome to the reply shape of each channel (ARCHITECTURE §8).
import { protocolErrorReply } from '@sen/protocol';
import type { ErrorOutcome } from './error-outcome.ts';

/** REST: HTTP status with a JSON body. */
export function toHttpBody(outcome: ErrorOutcome): { statusCode: number; error: string; message: string } {
  return { statusCode: outcome.status, error: outcome.code, message: outcome.message };
}

/** Trading and bond services: `{rc, rs, data}` with `rc < 1` meaning failure. */
export function toTradingReply(outcome: ErrorOutcome): { rc: number; rs: string; data: null } {
  return { rc: outcome.rc < 1 ? outcome.rc : -1, rs: outcome.rs, data: null };
}

/**
 * Trading and bond services, a failure before any handler ran (a body over the limit, a content type
 * the service does not take): `{rc: -1, rs: "Dữ liệu không hợp lệ: <reason>"}`; a server fault keeps
 * the generic text.
 */
export function toTradingBadInput(outcome: ErrorOutcome): { rc: number; rs: string; data: null } {
  if (outcome.internal) return toTradingReply(outcome);
  return { ...protocolErrorReply('badRequest', outcome.message), data: null };
}

/** Realtime: an error frame on the `private` (or `public`) event. */
export function toRealtimeFrame(outcome: ErrorOutcome): { action: 'error'; message: string } {
  return { action: 'error', message: outcome.message };
}
