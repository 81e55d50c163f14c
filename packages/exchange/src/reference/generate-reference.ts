import { generateBonds, generateEtfs } from './funds-and-bonds.ts';
import { Rng } from './rng.ts';
import { generateStocks } from './stocks.ts';
import type { ReferenceData } from './types.ts';
import { generateWarrants } from './warrants.ts';

/** Date the shipped reference data is generated for (warrants live, bonds outstanding on it). */
const REFERENCE_AS_OF = '2026-11-23';
/** Seed of the shipped reference data. */
const REFERENCE_SEED = 20_261_123;

/**
 * HOSE stocks under trading restriction (PCA, market-rules §1.1): Sen's simulated choice of four
 * invented names among the less traded (popularity 0.12-0.16), like the real ones put under control.
 */
export const RESTRICTED_HOSE_SYMBOLS: readonly string[] = ['QFI', 'SEG', 'INH', 'XTV'];

/** The whole reference universe, a pure function of seed and date (the data files are its output). */
export function generateReferenceData(seed = REFERENCE_SEED, asOf = REFERENCE_AS_OF): ReferenceData {
  const stocks = generateStocks(new Rng(seed, 'stocks')).map((s) =>
    s.exchange === 'HSX' && RESTRICTED_HOSE_SYMBOLS.includes(s.symbol)
      ? { ...s, restricted: true as const }
      : s,
  );
  return {
    generatedFor: asOf,
    seed,
    stocks,
    etfs: generateEtfs(),
    warrants: generateWarrants(new Rng(seed, 'warrants'), asOf, stocks),
    bonds: generateBonds(new Rng(seed, 'bonds'), asOf),
  };
}
