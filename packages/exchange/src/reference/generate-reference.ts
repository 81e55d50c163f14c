import { generateBonds, generateEtfs } from './funds-and-bonds.ts';
import { Rng } from './rng.ts';
import { generateStocks } from './stocks.ts';
import type { ReferenceData } from './types.ts';
import { generateWarrants } from './warrants.ts';

/** Date the shipped reference data is generated for (warrants live, bonds outstanding on it). */
export const REFERENCE_AS_OF = '2026-11-23';
/** Seed of the shipped reference data. */
export const REFERENCE_SEED = 20_261_123;

/** The whole reference universe, a pure function of seed and date (the data files are its output). */
export function generateReferenceData(seed = REFERENCE_SEED, asOf = REFERENCE_AS_OF): ReferenceData {
  const stocks = generateStocks(new Rng(seed, 'stocks'));
  return {
    generatedFor: asOf,
    seed,
    stocks,
    etfs: generateEtfs(),
    warrants: generateWarrants(new Rng(seed, 'warrants'), asOf, stocks),
    bonds: generateBonds(new Rng(seed, 'bonds'), asOf),
  };
}
