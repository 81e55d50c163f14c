/**
 * Break-even price of a call warrant in VND: exercise price + warrant price x conversion ratio.
 * @example coveredWarrantBreakEven({ exercisePrice: 35_000, price: 1_200, ratio: 2 }) === 37_400
 */
export function coveredWarrantBreakEven({
  exercisePrice,
  price,
  ratio,
}: {
  exercisePrice: number;
  price: number;
  ratio: number;
}): number {
  return Math.round(exercisePrice + price * ratio);
}

/**
 * Cash paid per call warrant at maturity in VND: max(0, settlement − exercise) / ratio, rounded to the VND.
 * @example coveredWarrantPayout({ settlementPrice: 24_760, exercisePrice: 20_852, ratio: 1.74 }) === 2_246
 */
export function coveredWarrantPayout({
  settlementPrice,
  exercisePrice,
  ratio,
}: {
  settlementPrice: number;
  exercisePrice: number;
  ratio: number;
}): number {
  if (!(ratio > 0)) throw new RangeError(`conversion ratio must be positive, got ${ratio}`);
  return Math.round(Math.max(0, settlementPrice - exercisePrice) / ratio);
}

/**
 * Conversion ratio from its written form "n : 1" (also "n:1" or a bare number), e.g. parseConversionRatio('1.74 : 1') === 1.74;
 * undefined when it is not a positive ratio.
 */
export function parseConversionRatio(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?::\s*(\d+(?:\.\d+)?)\s*)?$/.exec(text);
  if (!match) return undefined;
  const ratio = Number(match[1]) / Number(match[2] ?? 1);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}
