// Query schemas of the info host (`.pt` paths of spec §7). Accepts the spellings clients of the
// family use: type Q/Y (or quarter/year, 1/2), report IS/BS (or income/balance).
import { z } from 'zod';
import { oneSymbol } from '../../plugins/schemas/board-queries.ts';
import { boardMarket } from '../../plugins/schemas/board-queries.ts';
import { pagingQuery } from './paging.ts';

const reportPeriod = z
  .string()
  .trim()
  .toUpperCase()
  .transform((text, context) => {
    if (['Q', 'QUARTER', 'QUY', '1'].includes(text)) return 'quarter' as const;
    if (['Y', 'YEAR', 'NAM', 'A', 'ANNUAL', '2'].includes(text)) return 'year' as const;
    context.addIssue({ code: 'custom', message: 'type is Q (quarterly) or Y (annual)' });
    return z.NEVER;
  });

const reportKind = z
  .string()
  .trim()
  .toUpperCase()
  .transform((text, context) => {
    if (['IS', 'INCOME', 'KQKD'].includes(text)) return 'income' as const;
    if (['BS', 'BALANCE', 'CDKT'].includes(text)) return 'balance' as const;
    context.addIssue({ code: 'custom', message: 'report is IS (income statement) or BS (balance sheet)' });
    return z.NEVER;
  });

export const symbolOnly = z.object({ symbol: oneSymbol });
export const symbolPaged = z.object({ symbol: oneSymbol, ...pagingQuery });
export const reportQuery = z.object({
  symbol: oneSymbol,
  type: reportPeriod.default('quarter'),
  report: reportKind.default('income'),
  ...pagingQuery,
});
/** Daily history: pages up to 1000 days, so a chart can take two years in one request. */
const HISTORY_PAGE_MAX = 1000;
export const historyQuery = z
  .object({
    symbol: oneSymbol,
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...pagingQuery,
    size: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(20),
  })
  // An inverted range is a mistake (as the UDF history's), not an empty page.
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export const newsDetailQuery = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,20}-N\d{1,4}$/i, 'a news id looks like FPT-N1')
    .transform((id) => id.toUpperCase()),
});
export const etfQuery = z.object({ market: boardMarket.optional() });
export const topQuery = z.object({ count: z.coerce.number().int().min(1).max(100).default(10) });
