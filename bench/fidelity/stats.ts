// Summary statistics used by the fidelity report.

/** Arithmetic mean; 0 for an empty sample. */
export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Population standard deviation. */
export function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** Plain kurtosis: fourth central moment over the squared variance (3 for a normal). */
export function kurtosis(xs: readonly number[]): number {
  const m = mean(xs);
  const v = mean(xs.map((x) => (x - m) ** 2));
  return v === 0 ? 0 : mean(xs.map((x) => (x - m) ** 4)) / (v * v);
}

/** Autocorrelation at a lag. */
export function acf(xs: readonly number[], lag: number): number {
  const m = mean(xs);
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    den += (xs[i]! - m) ** 2;
    if (i >= lag) num += (xs[i]! - m) * (xs[i - lag]! - m);
  }
  return den === 0 ? 0 : num / den;
}

/** Empirical quantile with linear interpolation. */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Median. */
export const median = (xs: readonly number[]): number => quantile(xs, 0.5);
