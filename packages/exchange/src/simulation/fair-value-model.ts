import type { Rng } from '../reference/rng.ts';

/** GARCH(1,1) variance of one daily factor, with Poisson jumps. */
export interface FactorParams {
  /** Unconditional daily sd, e.g. 0.0115. */
  readonly sd: number;
  readonly alpha: number;
  readonly beta: number;
  /** Jumps per day and their sd. */
  readonly jumpRate: number;
  readonly jumpSd: number;
}

/** One primary instrument (a stock) of the factor model. */
export interface FairValueInput {
  readonly logPrice: number;
  readonly sector: number;
  readonly beta: number;
  readonly idio: FactorParams;
  /** Exchange group (index into the model's group jumps), e.g. 0 HSX, 1 HNX, 2 UPCOM. */
  readonly group: number;
}

/**
 * Market stress episodes (real crashes are high-correlation weeks): they start at random, last a few
 * days, open with a market-wide shock, multiply the market factor's volatility and shrink every
 * stock's own moves, so stocks co-move and the indexes get their fat tails.
 */
export interface StressParams {
  /**
   * Calm days between episodes, drawn uniformly in [min, max]: the hazard grows with the calm, so
   * most years hold one episode (a Poisson arrival leaves a third of the years without any).
   */
  readonly gapDays: readonly [number, number];
  /** Length in days, drawn uniformly in [min, max]. */
  readonly days: readonly [number, number];
  /** Market volatility multiplier during an episode. */
  readonly marketVol: number;
  /** Multiplier of idiosyncratic and sector moves (diffusion and jumps) during an episode. */
  readonly idioVol: number;
  /** Size of the opening shock (log return), drawn around this, and the chance it is a fall. */
  readonly shock: number;
  /** Spread of the shock's size: it is `shock` times 1 + shockSpread N(0,1). */
  readonly shockSpread: number;
  readonly downShare: number;
  /**
   * Big market days after the opening shock (a real crash week: falls and rebounds of several
   * percent): each later day of the episode has one with this chance. None when absent.
   */
  readonly aftershocks?: AftershockParams;
}

/** The later big days of a stress episode: each is `size` times 1 + spread N(0,1), a fall with `downShare`. */
interface AftershockParams {
  readonly chance: number;
  readonly size: number;
  readonly spread: number;
  readonly downShare: number;
}

/** The daily market-wide volatility regime: log-vol AR(1) per day. */
export interface RegimeParams {
  /** Day-to-day persistence. */
  readonly persistence: number;
  /** Stationary sd (log). */
  readonly sd: number;
}

/** Rare jumps shared by every stock of one exchange group (a small, concentrated market's big days). */
export interface GroupJumpParams {
  /** Days between jumps, drawn uniformly in [min, max]; null for none. */
  readonly gapDays: readonly [number, number] | null;
  /** Typical size (log return); each jump is this times 1 + spread N(0,1), either sign. */
  readonly size: number;
  readonly spread: number;
}

/** Daily variance state of one GARCH factor: `h` for today, updated from the realised return. */
class Garch {
  h: number;
  constructor(readonly p: FactorParams) {
    this.h = p.sd * p.sd;
  }
  update(r: number): void {
    const { sd, alpha, beta } = this.p;
    // Capped at 16 times the unconditional variance: a stormy regime must not make the variance explode.
    this.h = Math.min(16 * sd * sd, sd * sd * (1 - alpha - beta) + alpha * r * r + beta * this.h);
  }
}

/**
 * Fair values of every stock: market, sector and idiosyncratic GARCH factors with jumps. The same
 * process runs intraday in small steps (whose variances add up to the day's) or a whole day at once.
 */
export class FairValueModel {
  readonly logFair: Float64Array;
  private readonly market: Garch;
  private readonly sectors: Garch[];
  private readonly idio: Garch[];
  private readonly dayIdio: Float64Array;
  private readonly sectorStep: Float64Array;
  private readonly daySector: Float64Array;
  private readonly groupStep: Float64Array;
  private readonly dayGroup: Float64Array;
  private dayMarket = 0;
  /** Days left in the current stress episode (0: calm), and whether today's shock is still to come. */
  private stressDays = 0;
  private shockPending = false;
  private aftershockPending = false;
  /** Calm days until the next episode; days until each group's next jump, and whether today's is still to come. */
  private untilStress: number;
  private readonly untilGroupJump: number[];
  private readonly groupJumpPending: boolean[];
  /** Intraday log-volatility state (AR(1) per minute), multiplies every factor's step. */
  private logVol = 0;
  /**
   * Daily market-wide volatility regime (AR(1) per day), multiplies every factor: calm and stormy weeks.
   * It starts where its multiplier is 1, the market's typical (root mean square) volatility: at its
   * median (0) the first weeks are calm ones (a multiplier of 0.74), calmer than the past they follow.
   */
  private regime: number;
  private readonly regimePhi: number;
  private readonly regimeInnovation: number;
  /** The regime's stationary variance (log), and the part of it that moves trading activity. */
  private readonly regimeVar: number;
  private readonly activityRegimeVar: number;

  constructor(
    private readonly inputs: readonly FairValueInput[],
    private rng: Rng,
    market: FactorParams,
    sector: FactorParams,
    sectorCount: number,
    private readonly stress: StressParams,
    private readonly groups: readonly GroupJumpParams[],
    /** Draws of the rare events (episodes, shocks, group jumps), apart so the everyday draws stay as they were. */
    private readonly events: Rng,
    /** The daily volatility regime: its day-to-day persistence and stationary sd (log). */
    regime: RegimeParams,
  ) {
    this.regimePhi = regime.persistence;
    this.regimeInnovation = regime.sd * Math.sqrt(1 - regime.persistence * regime.persistence);
    this.regimeVar = regime.sd * regime.sd;
    this.activityRegimeVar = (ACTIVITY_REGIME_SHARE * regime.sd) ** 2;
    this.regime = this.regimeVar;
    this.groupStep = new Float64Array(groups.length);
    this.dayGroup = new Float64Array(groups.length);
    // The first wait starts anywhere in a gap: the process is already running when the model starts.
    const firstWait = ([min, max]: readonly [number, number]): number =>
      Math.floor(events.uniform() * ((min + max) / 2));
    this.untilStress = firstWait(stress.gapDays);
    this.untilGroupJump = groups.map((g) => (g.gapDays ? firstWait(g.gapDays) : Infinity));
    this.groupJumpPending = groups.map(() => false);
    this.logFair = Float64Array.from(inputs, (i) => i.logPrice);
    this.market = new Garch(market);
    this.sectors = Array.from({ length: sectorCount }, () => new Garch(sector));
    this.idio = inputs.map((i) => new Garch(i.idio));
    this.dayIdio = new Float64Array(inputs.length);
    this.daySector = new Float64Array(sectorCount);
    this.sectorStep = new Float64Array(sectorCount);
  }

  /** Today's market return so far (log), for derived instruments and tests. */
  get marketReturn(): number {
    return this.dayMarket;
  }

  /** Intraday volatility multiplier now (mean square 1), including the day's regime. */
  get volMultiplier(): number {
    return Math.exp(this.logVol - VOL_LOG_RMS) * this.regimeMultiplier;
  }

  /**
   * Trading activity multiplier (mean 1): busier when volatility is high, but only partly with the
   * intraday state and the regime (their swings would otherwise reshape a few days' volume profile
   * and day values at random).
   */
  get activityMultiplier(): number {
    return Math.exp(
      ACTIVITY_VOL_SHARE * this.logVol -
        ACTIVITY_STATE_VAR / 2 +
        ACTIVITY_REGIME_SHARE * this.regime -
        this.activityRegimeVar / 2,
    );
  }

  /** The day's regime multiplier alone (mean square 1). */
  get regimeMultiplier(): number {
    return Math.min(REGIME_CAP, Math.exp(this.regime - this.regimeVar));
  }

  /** True during a market stress episode. */
  get stressed(): boolean {
    return this.stressDays > 0;
  }

  /** Moves the intraday volatility state by one minute. */
  stepMinute(): void {
    this.logVol = clamp(VOL_PHI * this.logVol + VOL_INNOVATION * this.rng.normal(), VOL_CAP * VOL_SD);
  }

  /**
   * Advances every fair value by `share` of the day's variance (the shares of a day sum to 1), with
   * `news` of the day's jumps (shares summing to 1 too; the live days give it all to the overnight
   * step: a big move in trading hours plays out over many minutes, the volatility state's spells).
   */
  step(share: number, volMultiplier = this.volMultiplier, news = share): void {
    if (share <= 0) return;
    const stressed = this.stressDays > 0;
    const own = stressed ? this.stress.idioVol : 1;
    // GARCH learns from the diffusion part only; jumps are news that do not feed the variance.
    for (let k = 0; k < this.sectors.length; k += 1) {
      const g = this.sectors[k]!;
      const base = this.diffusion(g, Math.sqrt(share) * own);
      const d = base * volMultiplier;
      this.daySector[k]! += base;
      this.sectorStep[k] = d + own * this.jump(g, news);
    }
    for (let k = 0; k < this.groups.length; k += 1) {
      const p = this.groups[k]!;
      this.groupStep[k] = 0;
      if (this.groupJumpPending[k] && this.events.uniform() < Math.min(1, news * 4)) {
        this.groupJumpPending[k] = false;
        this.groupStep[k] =
          p.size * (1 + p.spread * this.events.normal()) * (this.events.uniform() < 0.5 ? -1 : 1);
        this.dayGroup[k]! += this.groupStep[k]!;
      }
    }
    const g = this.market;
    const stressVol = stressed ? this.stress.marketVol : 1;
    const base = this.diffusion(g, Math.sqrt(share));
    const md = base * volMultiplier;
    // GARCH learns from the calm part before the regime and intraday multipliers: the episode's
    // extra volatility and a stormy regime do not compound day after day (the regime clusters on its own).
    this.dayMarket += base;
    let m = md * stressVol + this.jump(g, news) + this.flash(share, volMultiplier);
    if (this.shockPending && this.events.uniform() < Math.min(1, news * 4)) {
      // The episode's opening shock lands overnight (a gap at the open) or early in its first day.
      this.shockPending = false;
      const sign = this.events.uniform() < this.stress.downShare ? -1 : 1;
      m += sign * this.stress.shock * (1 + this.stress.shockSpread * this.events.normal());
    }
    const after = this.stress.aftershocks;
    if (after && this.aftershockPending && this.events.uniform() < Math.min(1, news * 4)) {
      this.aftershockPending = false;
      const sign = this.events.uniform() < after.downShare ? -1 : 1;
      m += sign * after.size * (1 + after.spread * this.events.normal());
    }
    const inputs = this.inputs;
    for (let i = 0; i < inputs.length; i += 1) {
      const input = inputs[i]!;
      const gi = this.idio[i]!;
      const base = this.diffusion(gi, Math.sqrt(share) * own);
      const d = base * volMultiplier;
      const jump = own * this.jump(gi, news);
      // A stock's own news stirs its volatility in the days after (part of the jump feeds its GARCH).
      this.dayIdio[i]! += base + NEWS_FEEDBACK * jump;
      this.logFair[i]! +=
        input.beta * m + this.sectorStep[input.sector]! + this.groupStep[input.group]! + d + jump;
    }
  }

  /**
   * Brings every factor's GARCH variance from its unconditional start to where `days` days of the
   * process leave it (a stock's own news stirs its variance: on average it sits well above the
   * unconditional level), with the draws of `rng`, a stream of its own: the model's own draws, fair
   * values, the regime, the intraday state, stress episodes and group jumps are left as they were.
   */
  warmUp(rng: Rng, days: number): void {
    this.withDraws(rng, () => {
      for (let d = 0; d < days; d += 1) {
        this.market.update(this.diffusion(this.market, 1));
        for (const g of this.sectors) g.update(this.diffusion(g, 1));
        for (const g of this.idio) g.update(this.diffusion(g, 1) + NEWS_FEEDBACK * this.jump(g, 1));
      }
    });
  }

  /**
   * The night before the first day of a simulation that starts in the morning (no rollover comes
   * before it): the overnight `share` of the day's variance and `news` of its jumps, with the draws
   * of `rng`, a stream of its own (every later draw of the model stays as it was).
   */
  firstNight(rng: Rng, share: number, news: number): void {
    this.withDraws(rng, () => this.step(share, this.regimeMultiplier, news));
  }

  private withDraws(rng: Rng, run: () => void): void {
    const own = this.rng;
    this.rng = rng;
    try {
      run();
    } finally {
      this.rng = own;
    }
  }

  /** Runs a whole day in one step (the fast daily mode: no intraday volatility state) and closes it. */
  runDay(): void {
    this.step(1, this.regimeMultiplier);
    this.endDay();
  }

  /**
   * Sudden market-wide moves (a large order, a rumour): a few a day at random minutes, each about
   * FLASH_SIZE; they give one-minute returns their fat tails and add FLASH_RATE x FLASH_SIZE^2 to
   * the day's variance (in daily mode, the day's count at once).
   */
  private flash(share: number, volMultiplier: number): number {
    // Sudden moves come in stormy spells (more of them with the volatility state): one-minute |r|
    // cluster. Their size grows with the day's regime, not the intraday state (a lognormal state
    // times a normal draw made rare minutes of 30 sd, each deciding a week's kurtosis).
    const mean = FLASH_RATE * share * volMultiplier;
    const count = mean < 0.2 ? (this.rng.uniform() < mean ? 1 : 0) : this.rng.poisson(mean);
    return count === 0 ? 0 : FLASH_SIZE * this.regimeMultiplier * Math.sqrt(count) * this.rng.normal();
  }

  private gap([min, max]: readonly [number, number]): number {
    return min + Math.floor(this.events.uniform() * (max - min + 1));
  }

  private diffusion(g: Garch, scale: number): number {
    return Math.sqrt(g.h) * scale * this.rng.normal();
  }

  private jump(g: Garch, share: number): number {
    return g.p.jumpRate > 0 && this.rng.uniform() < g.p.jumpRate * share
      ? g.p.jumpSd * this.rng.studentT(4)
      : 0;
  }

  /** Closes the day: GARCH variances learn from the day's realised factor returns. */
  endDay(): void {
    this.market.update(this.dayMarket);
    this.sectors.forEach((g, k) => g.update(this.daySector[k] ?? 0));
    // A group's big day also stirs its stocks' own volatility in the days after (clustering).
    this.idio.forEach((g, i) =>
      g.update((this.dayIdio[i] ?? 0) + GROUP_JUMP_FEEDBACK * this.dayGroup[this.inputs[i]!.group]!),
    );
    this.dayGroup.fill(0);
    this.dayMarket = 0;
    this.daySector.fill(0);
    this.dayIdio.fill(0);
    this.regime = this.regimePhi * this.regime + this.regimeInnovation * this.rng.normal();
    this.groups.forEach((p, k) => {
      if (!p.gapDays) return;
      this.untilGroupJump[k]! -= 1;
      if (this.untilGroupJump[k]! > 0) return;
      this.groupJumpPending[k] = true;
      this.untilGroupJump[k] = this.gap(p.gapDays);
    });
    this.aftershockPending = false;
    if (this.stressDays > 0) {
      this.stressDays -= 1;
      // A later day of the episode: a big day of its own at some chance (its draw only when the
      // episodes have them, so the other random draws stay as they were).
      const after = this.stress.aftershocks;
      if (after && this.stressDays > 0) this.aftershockPending = this.events.uniform() < after.chance;
    } else if ((this.untilStress -= 1) <= 0) {
      this.untilStress = this.gap(this.stress.gapDays);
      this.stressDays = this.gap(this.stress.days);
      this.shockPending = true;
    }
    if (this.stressDays === 0) this.shockPending = false;
  }
}

// Sudden market moves per day (of the whole day's variance; half of it is in trading hours) and their
// size (log): 7 in trading hours x 0.2%^2 = 2.8e-5 of the day's variance.
const FLASH_RATE = 14;
const FLASH_SIZE = 0.002;
// Share of a group jump that the stocks' GARCH variances learn from.
const GROUP_JUMP_FEEDBACK = 0.5;
// Share of a stock's own jump that its GARCH variance learns from (volatility clusters after news).
const NEWS_FEEDBACK = 0.5;
// Intraday volatility: log-vol AR(1) per minute, half-life ~115 minutes, stationary sd 0.75 (within
// VOL_CAP sds): VN30F1M's one-minute |r| stay correlated for tens of minutes (lag 10: 0.24).
const VOL_PHI = 0.994;
const VOL_SD = 0.75;
const VOL_INNOVATION = VOL_SD * Math.sqrt(1 - VOL_PHI * VOL_PHI);
// Part of the intraday log-vol state that moves trading activity (the rest is price only).
const ACTIVITY_VOL_SHARE = 0.35;
const ACTIVITY_STATE_VAR = (ACTIVITY_VOL_SHARE * VOL_SD) ** 2;
// The stormiest regime at most doubles volatility (a calm market never has a crash-sized day).
const REGIME_CAP = 2;
// Part of the daily regime that moves trading activity (a stormy week trades more, not its full
// volatility multiple: the day value figures stay near the calibration).
const ACTIVITY_REGIME_SHARE = 0.4;
// The intraday state stays within this many sds (unbounded, a rare minute decided a week's kurtosis).
const VOL_CAP = 2;
const clamp = (x: number, bound: number): number => Math.max(-bound, Math.min(bound, x));
// log of the root mean square of exp(state) for the clamped normal state (its multiplier's mean square 1).
const VOL_LOG_RMS = ((): number => {
  const zs = Array.from({ length: 16_001 }, (_, i) => -8 + i / 1000);
  const w = zs.map((z) => Math.exp((-z * z) / 2));
  const sum = zs.reduce((a, z, i) => a + w[i]! * Math.exp(2 * clamp(z * VOL_SD, VOL_CAP * VOL_SD)), 0);
  return Math.log(sum / w.reduce((a, b) => a + b, 0)) / 2;
})();
