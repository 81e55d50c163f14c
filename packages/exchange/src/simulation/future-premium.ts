import type { Rng } from '../reference/rng.ts';

/** The futures' own moves around VN30's fair level (index futures lead and overshoot the cash index). */
export interface FuturePremiumParams {
  /** Daily sd (log) of the diffusion part, spread over the day like the stocks' variance. */
  readonly sd: number;
  /** Stationary sd of the log-volatility state and its persistence per minute. */
  readonly volSd: number;
  readonly volPhi: number;
  /** Jumps per day at the average volatility (more in a stormy spell) and their size at volatility 1. */
  readonly jumpRate: number;
  readonly jumpSize: number;
  /** Rise of the log-volatility state at each jump (it then decays with the state's persistence). */
  readonly jumpKick: number;
  /** Half-life (minutes of trading) of the premium's pull back to VN30. */
  readonly halfLifeMinutes: number;
  /**
   * Sudden moves of the cash index: a VN30 move larger than `suddenMove` (log) over one fair-value
   * step is overshot by the futures, which add `overshoot` times it to their premium at the next step.
   */
  readonly suddenMove: number;
  readonly overshoot: number;
}

const STEPS_PER_MINUTE = 12;
// A run of jumps lifts the state at most this many stationary sds (no runaway spell).
const MAX_STATE = 2.5;

/**
 * The log premium of the VN30 futures over VN30's fair level: a mean-reverting walk whose variance
 * follows its own volatility state (log-AR(1) with minute-scale persistence, so one-minute |r|
 * cluster), with jumps whose rate and size grow with that state (fat tails that come in spells),
 * and an overshoot of VN30's sudden moves (index futures overreact to a jump of the cash market:
 * its largest minutes are larger still in the futures). It moves only on fair-value steps that
 * carry variance (trading hours), one stream of its own; the overshoot draws nothing.
 */
export class FuturePremium {
  private logVol = 0;
  private premium = 0;
  /** VN30's level (relative) at the previous step that carried variance; 0 after a break. */
  private lastVn30 = 0;
  private readonly volPhi: number;
  private readonly volInnovation: number;
  private readonly decay: number;

  constructor(
    private readonly p: FuturePremiumParams,
    private readonly rng: Rng,
  ) {
    this.volPhi = p.volPhi ** (1 / STEPS_PER_MINUTE);
    this.volInnovation = p.volSd * Math.sqrt(1 - this.volPhi * this.volPhi);
    this.decay = 0.5 ** (1 / (p.halfLifeMinutes * STEPS_PER_MINUTE));
    // The process is already running: its state starts anywhere in its stationary range.
    this.logVol = p.volSd * rng.normal();
  }

  /** The premium now (log). */
  get value(): number {
    return this.premium;
  }

  /**
   * One fair-value step that carries `share` of the day's variance, with VN30's level (relative) as
   * of the previous step; nothing moves when the share is 0 (a break: VN30's move over it is not overshot).
   */
  step(share: number, vn30: number): void {
    const last = this.lastVn30;
    this.lastVn30 = share > 0 ? vn30 : 0;
    if (share <= 0) return;
    const { sd, volSd, jumpRate, jumpSize } = this.p;
    this.logVol = this.volPhi * this.logVol + this.volInnovation * this.rng.normal();
    const vol = Math.exp(this.logVol - volSd * volSd);
    let move = sd * Math.sqrt(share) * vol * this.rng.normal();
    if (this.rng.uniform() < jumpRate * share * vol) {
      move += jumpSize * (1 + 0.2 * this.rng.normal()) * (this.rng.uniform() < 0.5 ? -1 : 1);
      // A jump stirs the state: the minutes after a sudden move are volatile too.
      this.logVol = Math.min(this.logVol + this.p.jumpKick, MAX_STATE * volSd);
    }
    const sudden = last > 0 && vn30 > 0 ? Math.log(vn30 / last) : 0;
    if (Math.abs(sudden) > this.p.suddenMove) move += this.p.overshoot * sudden;
    this.premium = this.decay * this.premium + move;
  }
}
