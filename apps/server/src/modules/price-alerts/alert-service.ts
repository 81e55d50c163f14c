// The rules of a customer's price alerts: only their own alerts (another's id is answered as
// missing, -8802), a known symbol (-6031), a threshold that fits the kind (-8803), at most 50
// active (-8801). Calls of one customer run one after another, so two tabs cannot pass the limit
// together; the commands run on the node leading the market (forwarded in a cluster), which
// hands each change to the watcher.
import {
  ALERT_THRESHOLD_MESSAGES,
  alertThresholdProblem,
  MAX_ACTIVE_PRICE_ALERTS,
  type TradingErrorKey,
} from '@sen/market';
import type { CommandParams, PriceAlert, alertSetCommand } from '@sen/protocol';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { AlertRepository, AlertRow } from './alert-repository.ts';
import { alertToWire } from './alert-wire.ts';

/** A refusal from the market's catalogue (the alert codes and -6031). */
function alertRefusal(key: TradingErrorKey, values: Record<string, string> = {}): SenError {
  return new SenError(key, values);
}

export interface AlertServiceDeps {
  repository: AlertRepository;
  /** Market time, epoch ms. */
  now: () => number;
  /** Whether the market lists the symbol. */
  knows: (symbol: string) => boolean;
  /** The watcher: an alert changed (or went, `row` undefined). */
  changed: (id: number, row: AlertRow | undefined) => void;
}

export class AlertService {
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: AlertServiceDeps) {}

  async list(customerId: number): Promise<PriceAlert[]> {
    return (await this.deps.repository.list(customerId)).map(alertToWire);
  }

  set(customerId: number, p: CommandParams<typeof alertSetCommand>): Promise<PriceAlert> {
    return this.serial(customerId, async () => {
      const { repository } = this.deps;
      const id = p.id === undefined ? undefined : Number(p.id);
      if (id !== undefined && !(await repository.find(customerId, id))) throw alertRefusal('alertNotFound');
      if (!this.deps.knows(p.symbol)) throw alertRefusal('invalidSecurity');
      const problem = alertThresholdProblem(p.kind, p.threshold);
      if (problem)
        throw alertRefusal('alertInvalidThreshold', { reason: ALERT_THRESHOLD_MESSAGES[problem].vi });
      if (p.active && (await repository.countActive(customerId, id)) >= MAX_ACTIVE_PRICE_ALERTS)
        throw alertRefusal('alertLimitReached');
      const input = {
        symbol: p.symbol,
        kind: p.kind,
        threshold: p.threshold,
        repeat: p.repeat,
        status: p.active ? ('active' as const) : ('disabled' as const),
      };
      const now = this.deps.now();
      const row =
        id === undefined
          ? await repository.insert(customerId, input, now)
          : await repository.update(customerId, id, input, now);
      if (!row) throw alertRefusal('alertNotFound');
      this.deps.changed(row.id, row);
      return alertToWire(row);
    });
  }

  remove(customerId: number, id: number): Promise<{ id: string }> {
    return this.serial(customerId, async () => {
      if (!(await this.deps.repository.remove(customerId, id))) throw alertRefusal('alertNotFound');
      this.deps.changed(id, undefined);
      return { id: String(id) };
    });
  }

  private serial<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(customerId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(customerId, settled);
    void settled.then(() => {
      if (this.queues.get(customerId) === settled) this.queues.delete(customerId);
    });
    return next;
  }
}
