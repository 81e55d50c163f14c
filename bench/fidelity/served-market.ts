// A real Sen server in this process (buildApp on a loopback port, demo clock, a seed, an empty data
// folder) whose demo clock the benchmark drives: `moveTo` moves the clock ahead to a market time of
// a virtual day (the server's own test hook, `skipDemoClock`) and waits until the simulated exchange
// has caught up. Everything measured is then read over HTTP, as a user's browser reads it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addTradingDays, onOrAfterTradingDay } from '@sen/market';
import { buildApp, type MarketRuntime } from '@sen/server';

/** Time of day the demo clock starts each virtual day (also the server's start). */
const DAY_START = '08:30';
const DAY_END = '15:10';
const seconds = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;

export class ServedMarket {
  private constructor(
    private readonly app: Awaited<ReturnType<typeof buildApp>> & {
      market: MarketRuntime;
      skipDemoClock: (ms: number) => void;
    },
    private readonly base: string,
    private readonly dataDir: string,
    /** The first virtual day (a trading day). */
    readonly firstDate: string,
    private readonly speed: number,
  ) {}

  static async start(seed: number, date: string, speed: number, start = DAY_START): Promise<ServedMarket> {
    const dataDir = mkdtempSync(join(tmpdir(), 'sen-fidelity-'));
    mkdirSync(join(dataDir, 'web'), { recursive: true });
    writeFileSync(join(dataDir, 'web', 'index.html'), '<!doctype html>');
    const app = await buildApp({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      webDir: join(dataDir, 'web'),
      databaseUrl: undefined,
      redisUrl: undefined,
      clock: 'demo',
      clockStart: start,
      clockSpeed: speed,
      clockDate: date,
      seed,
      demoUsers: false,
      logLevel: 'silent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new ServedMarket(
      app as never,
      `http://127.0.0.1:${port}`,
      dataDir,
      onOrAfterTradingDay(date),
      speed,
    );
  }

  /** Trading date of virtual day `day` (0 = the first). */
  dateOf(day: number): string {
    return addTradingDays(this.firstDate, day);
  }

  /** Moves the demo clock to `hhmm` of virtual day `day` (never back) and waits for the exchange. */
  async moveTo(day: number, hhmm: string): Promise<void> {
    const dayMs = (seconds(DAY_END) - seconds(DAY_START)) * 1000;
    const date = this.dateOf(day);
    const target = Date.parse(`${date}T${hhmm}:00+07:00`);
    const clock = this.app.market.clock;
    const now = clock.marketTime();
    if (target > now) {
      // Market ms to go: whole virtual days between the two dates, then the time of day.
      const nowDate = new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
      let days = 0;
      while (addTradingDays(nowDate, days) < date) days += 1;
      const nowOffset = now - Date.parse(`${nowDate}T${DAY_START}:00+07:00`);
      const targetOffset = (seconds(hhmm) - seconds(DAY_START)) * 1000;
      const ahead = days * dayMs + targetOffset - nowOffset;
      this.app.skipDemoClock(ahead / this.speed);
    }
    while (this.app.market.time < target) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** Market time of day the exchange has reached, seconds from midnight (Vietnam time). */
  get secondsOfDay(): number {
    return Math.floor((((this.app.market.time / 1000 + 7 * 3600) % 86_400) + 86_400) % 86_400);
  }

  /** GET over HTTP; throws on a status other than 200. */
  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.base}${path}`);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async close(): Promise<void> {
    await this.app.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
