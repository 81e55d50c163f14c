// Failures of the cluster, in the trading envelope like every SenError: no market node reachable
// is the catalogue's -8001 (gatewayUnavailable, vi + en); a refusal of the leader comes back with
// the leader's own code and text (`SenError.relayed`).
import { SenError } from '../../plugins/errors/sen-error.ts';

/** No node runs the exchange right now (no leader elected, or it did not answer in time). */
export function marketNodeUnavailable(): SenError {
  return new SenError('gatewayUnavailable');
}

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/**
 * A call that failed because this node lost the market or its database under it (the epoch fence
 * refused the writer's batch, the connection dropped): not the caller's fault, and what it sent
 * may be retried with the same refId, so it is answered as -8001, never as a system error.
 */
export function isFailoverError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'FencedError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^(08|57P)/.test(code))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}
