// Paging of long info lists: `page` from 1, `size` up to 100; the reply says how many exist.
import { z } from 'zod';

export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export interface Page<T> {
  page: number;
  size: number;
  total: number;
  /** Each item says it is simulated: the market and its companies are Sen's own. */
  items: (T & { simulated: true })[];
  simulated: true;
}

export function pageOf<T extends object>(all: readonly T[], page: number, size: number): Page<T> {
  const start = (page - 1) * size;
  const items = all.slice(start, start + size).map((item) => ({ ...item, simulated: true as const }));
  return { page, size, total: all.length, items, simulated: true };
}
