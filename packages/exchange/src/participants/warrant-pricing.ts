/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Inputs of a European call on one share (zero rates: the warrant market prices near that). */
export interface CallInputs {
  readonly spot: number;
  readonly strike: number;
  /** Years to maturity. */
  readonly years: number;
  /** Annualised volatility, e.g. 0.35. */
  readonly volatility: number;
}

/** Black-Scholes value and delta of a European call per share; intrinsic value at or after maturity. */
export function callValue(input: CallInputs): { value: number; delta: number } {
  const { spot, strike, years, volatility } = input;
  if (years <= 0 || volatility <= 0) {
    return { value: Math.max(0, spot - strike), delta: spot > strike ? 1 : 0 };
  }
  const sd = volatility * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (sd * sd) / 2) / sd;
  const d2 = d1 - sd;
  const delta = normalCdf(d1);
  return { value: spot * delta - strike * normalCdf(d2), delta };
}

/** Fair price of one covered warrant (n warrants per share) in VND, before rounding to the tick. */
export function warrantFairValue(input: CallInputs & { readonly ratio: number }): {
  value: number;
  delta: number;
} {
  const call = callValue(input);
  return { value: call.value / input.ratio, delta: call.delta / input.ratio };
}
