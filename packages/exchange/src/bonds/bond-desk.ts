// The simulated brokerage's retail bond desk: which listed bonds it sells from its own inventory,
// their (simulated) credit rating, the desk's inventory and its daily offered yields. Everything is
// deterministic from the seed (and the date for the daily yields): same seed, same desk.
import {
  addMonths,
  bondHoldingPlan,
  BOND_HOLDING_TERMS,
  type BondTerms,
  type CalendarDate,
} from '@sen/market';
import { hashSeed, Rng } from '../reference/rng.ts';
import type { BondRef } from '../reference/types.ts';

/** Simulated ratings, best first, with the yield spread over the coupon the desk prices at. */
const RATINGS = [
  ['AA', -0.006],
  ['A', -0.003],
  ['BBB', 0],
  ['BB', 0.004],
] as const;
export type BondRating = (typeof RATINGS)[number][0];

/** Yield the desk adds when it buys a bond back (its spread), annual: 0.1%. */
export const BOND_BUYBACK_SPREAD = 0.001;

/** One bond the desk offers, with its static terms. */
export interface DeskBond extends BondTerms {
  symbol: string;
  issuer: string;
  nameVi: string;
  nameEn: string;
  rating: BondRating;
  /** Bonds the desk holds at the start (its inventory before any sale), units of par. */
  inventory: number;
  simulated: true;
  /** The yield the desk's daily price centres on, annual. */
  baseYield: number;
}

/** The desk's yields of a day: it sells at `sellYield` and buys back at `buyBackYield`. */
export interface DeskYields {
  sellYield: number;
  buyBackYield: number;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export class BondDesk {
  readonly bonds: readonly DeskBond[];
  private readonly bySymbol: Map<string, DeskBond>;

  constructor(
    refs: readonly BondRef[],
    private readonly seed: number,
  ) {
    this.bonds = refs.map((ref) => {
      const rng = new Rng(seed, `bond-desk:${ref.symbol}`);
      const [rating, spread] = RATINGS[rng.int(0, RATINGS.length - 1)]!;
      return {
        symbol: ref.symbol,
        issuer: ref.issuer,
        nameVi: ref.nameVi,
        nameEn: ref.nameEn,
        par: ref.par,
        coupon: ref.coupon,
        frequency: ref.couponFrequency,
        issueDate: ref.issueDate,
        maturityDate: ref.maturityDate,
        rating,
        inventory: rng.int(20, 60) * 1_000,
        simulated: true,
        baseYield: round4(ref.coupon + spread),
      };
    });
    this.bySymbol = new Map(this.bonds.map((b) => [b.symbol, b]));
  }

  bond(symbol: string): DeskBond | undefined {
    return this.bySymbol.get(symbol);
  }

  /** The day's yields: the base yield moved by up to +-0.25% a day, to the basis point. */
  yieldsOn(bond: DeskBond, date: CalendarDate): DeskYields {
    const u = hashSeed(this.seed, `${bond.symbol}:${date}`) / 0x1_0000_0000;
    const sellYield = round4(bond.baseYield + (u - 0.5) * 0.005);
    return { sellYield, buyBackYield: round4(sellYield + BOND_BUYBACK_SPREAD) };
  }

  /**
   * The yield to a customer buying on `date` and selling back after each holding term (at that day's
   * yields held constant), and held to maturity; terms reaching maturity are left out.
   */
  termYields(bond: DeskBond, date: CalendarDate): Array<{ months: number | null; yield: number }> {
    const { sellYield, buyBackYield } = this.yieldsOn(bond, date);
    const terms: Array<{ months: number | null; yield: number }> = [];
    for (const months of BOND_HOLDING_TERMS) {
      const sellDate = addMonths(date, months);
      if (sellDate >= bond.maturityDate) break;
      terms.push({
        months,
        yield: bondHoldingPlan(bond, date, 1_000, sellYield, sellDate, buyBackYield).yield,
      });
    }
    terms.push({ months: null, yield: bondHoldingPlan(bond, date, 1_000, sellYield).yield });
    return terms;
  }
}
