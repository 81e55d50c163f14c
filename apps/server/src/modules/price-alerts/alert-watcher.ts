// Watches the active price alerts on the node leading the market: indexed by symbol, so a trade
// costs one map lookup plus the symbol's own alerts. Each fires on the live quote (the market's
// stepAlert rules): a once-alert leaves the index at once, a re-arming one waits disarmed until
// its condition ends. The database writes (fired, re-armed) run one after another, off the hot path.
import { stepAlert, type AlertQuote, type PriceAlertKind, type PriceAlertRepeat } from '@sen/market';
import type { AlertRow } from './alert-repository.ts';

interface Watched {
  row: AlertRow;
  armed: boolean;
}

export interface AlertWatcherDeps {
  /** Records a firing (`done`: a once-alert now fired) and delivers it; false when the row changed meanwhile. */
  fired: (row: AlertRow, quote: AlertQuote, done: boolean) => Promise<void>;
  /** Records that a re-arming alert is armed again. */
  rearmed: (row: AlertRow) => Promise<void>;
  onError: (error: unknown) => void;
}

export class AlertWatcher {
  private readonly bySymbol = new Map<string, Map<number, Watched>>();
  private readonly symbolOf = new Map<number, string>();
  private writes: Promise<void> = Promise.resolve();
  private watching = false;

  constructor(private readonly deps: AlertWatcherDeps) {}

  /** Starts watching these (the active alerts the database holds), replacing what was watched. */
  start(rows: readonly AlertRow[]): void {
    this.stop();
    this.watching = true;
    for (const row of rows) this.put(row);
  }

  /** Stops watching (the node no longer leads the market). */
  stop(): void {
    this.watching = false;
    this.bySymbol.clear();
    this.symbolOf.clear();
  }

  /** How many alerts are watched (for tests and health). */
  get size(): number {
    return this.symbolOf.size;
  }

  /** An alert was set, edited or deleted (`row` undefined). */
  changed(id: number, row: AlertRow | undefined): void {
    this.drop(id);
    if (row && this.watching) this.put(row);
  }

  /** The live quote of a symbol changed (a trade). */
  onQuote(symbol: string, quote: AlertQuote): void {
    const alerts = this.bySymbol.get(symbol);
    if (!alerts) return;
    for (const watched of alerts.values()) {
      const { row } = watched;
      const step = stepAlert(
        {
          kind: row.kind as PriceAlertKind,
          threshold: row.threshold,
          repeat: row.repeat as PriceAlertRepeat,
          armed: watched.armed,
        },
        quote,
      );
      if (step.armed === watched.armed && !step.fire) continue;
      watched.armed = step.armed;
      if (step.done) this.drop(row.id);
      const copy = { ...quote };
      if (step.fire) this.write(() => this.deps.fired(row, copy, step.done));
      else this.write(() => this.deps.rearmed(row));
    }
  }

  /** Resolves once the writes queued so far are done (tests, close). */
  flush(): Promise<void> {
    return this.writes;
  }

  private write(work: () => Promise<void>): void {
    this.writes = this.writes.then(work).catch(this.deps.onError);
  }

  private put(row: AlertRow): void {
    if (row.status !== 'active') return;
    const alerts = this.bySymbol.get(row.symbol) ?? new Map<number, Watched>();
    alerts.set(row.id, { row, armed: row.armed !== 0 });
    this.bySymbol.set(row.symbol, alerts);
    this.symbolOf.set(row.id, row.symbol);
  }

  private drop(id: number): void {
    const symbol = this.symbolOf.get(id);
    if (symbol === undefined) return;
    this.symbolOf.delete(id);
    const alerts = this.bySymbol.get(symbol);
    alerts?.delete(id);
    if (alerts?.size === 0) this.bySymbol.delete(symbol);
  }
}
