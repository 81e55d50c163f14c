// Trading failures of the cluster, in the trading envelope like every TradingError: no market node
// reachable is the catalogue's -8001 (gatewayUnavailable, vi + en); a refusal of the leader comes
// back with the leader's own code and text.
import { TRADING_ERROR_CODES, tradingError } from '@sen/market';
import { TradingError } from '../trading-gateway/trading-errors.ts';

/** A trading failure with a given code and text (the leader's answer, or -8001). */
export class ClusterTradingError extends TradingError {
  constructor(rc: number, rs: string) {
    super('badInput');
    Object.defineProperty(this, 'rc', { value: rc });
    this.message = rs;
  }
}

/** No node runs the exchange right now (no leader elected, or it did not answer in time). */
export function marketNodeUnavailable(): ClusterTradingError {
  const rc = TRADING_ERROR_CODES.gatewayUnavailable;
  return new ClusterTradingError(rc, tradingError(rc)?.vi ?? 'gatewayUnavailable');
}
