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
}

/** Daily variance state of one GARCH factor: `h` for today, updated from the realised return. */
class Garch {
  h: number;
  constructor(readonly p: FactorParams) {
    this.h = p.sd * p.sd;
  }
  update(r: number): void {
    const { sd, alpha, beta } = this.p;
    this.h = sd * sd * (1 - alpha - beta) + alpha * r * r + beta * this.h;
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
  private dayMarket = 0;
  /** Intraday log-volatility state (AR(1) per minute), multiplies every factor's step. */
  private logVol = 0;
  /** Daily market-wide volatility regime (AR(1) per day), multiplies every factor: calm and stormy weeks. */
  private regime = 0;

  constructor(
    private readonly inputs: readonly FairValueInput[],
    private readonly rng: Rng,
    market: FactorParams,
    sector: FactorParams,
    sectorCount: number,
  ) {
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
    return Math.exp(this.logVol - VOL_STATE_VAR) * this.regimeMultiplier;
  }

  /** Trading activity multiplier (mean 1): busier when volatility is high. */
  get activityMultiplier(): number {
    return Math.exp(this.logVol - VOL_STATE_VAR / 2 + this.regime - REGIME_VAR / 2);
  }

  /** The day's regime multiplier alone (mean square 1). */
  get regimeMultiplier(): number {
    return Math.exp(this.regime - REGIME_VAR);
  }

  /** Moves the intraday volatility state by one minute. */
  stepMinute(): void {
    this.logVol = VOL_PHI * this.logVol + VOL_INNOVATION * this.rng.normal();
  }

  /** Advances every fair value by `share` of the day's variance (the shares of a day sum to 1). */
  step(share: number, volMultiplier = this.volMultiplier): void {
    if (share <= 0) return;
    const scale = Math.sqrt(share) * volMultiplier;
    // GARCH learns from the diffusion part only; jumps are news that do not feed the variance.
    for (let k = 0; k < this.sectors.length; k += 1) {
      const g = this.sectors[k]!;
      const d = this.diffusion(g, scale);
      this.daySector[k]! += d;
      this.sectorStep[k] = d + this.jump(g, share);
    }
    const g = this.market;
    const md = this.diffusion(g, scale);
    this.dayMarket += md;
    const m = md + this.jump(g, share);
    const inputs = this.inputs;
    for (let i = 0; i < inputs.length; i += 1) {
      const input = inputs[i]!;
      const gi = this.idio[i]!;
      const d = this.diffusion(gi, scale);
      this.dayIdio[i]! += d;
      this.logFair[i]! += input.beta * m + this.sectorStep[input.sector]! + d + this.jump(gi, share);
    }
  }

  /** Runs a whole day in one step (the fast daily mode: no intraday volatility state) and closes it. */
  runDay(): void {
    this.step(1, this.regimeMultiplier);
    this.endDay();
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
    this.idio.forEach((g, i) => g.update(this.dayIdio[i] ?? 0));
    this.dayMarket = 0;
    this.daySector.fill(0);
    this.dayIdio.fill(0);
    this.regime = REGIME_PHI * this.regime + REGIME_INNOVATION * this.rng.normal();
  }
}

// Intraday volatility: log-vol AR(1) per minute, half-life ~70 minutes, stationary sd 0.95.
const VOL_PHI = 0.99;
const VOL_SD = 0.95;
const VOL_INNOVATION = VOL_SD * Math.sqrt(1 - VOL_PHI * VOL_PHI);
const VOL_STATE_VAR = VOL_SD * VOL_SD;
// Daily regime: log-vol AR(1), persistence 0.9, stationary sd 0.4 (absolute returns cluster over weeks).
const REGIME_PHI = 0.9;
const REGIME_SD = 0.4;
const REGIME_INNOVATION = REGIME_SD * Math.sqrt(1 - REGIME_PHI * REGIME_PHI);
const REGIME_VAR = REGIME_SD * REGIME_SD;
