// Trading commands of corporate actions (issue 18): a sub-account's entitlements to dividends,
// dividend shares and rights, as the back office recorded them at each record date.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

export const entitlementSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  symbol: z.string(),
  kind: z.enum(['cash-dividend', 'stock-dividend', 'rights-issue']),
  /** Shares held at the record date. */
  shares: z.number().int(),
  /** Cash dividend before tax, the 5% personal income tax and the net, VND. */
  cash: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
  /** New shares (stock dividend, bonus), or the most one may buy (rights). */
  newShares: z.number().int(),
  exDate: z.string(),
  recordDate: z.string(),
  paymentDate: z.string().nullable(),
  listingDate: z.string().nullable(),
  /** `entitled`: recorded, not yet paid; `paid`: cash credited, or shares credited pending listing. */
  status: z.enum(['entitled', 'paid']),
});
export type Entitlement = z.output<typeof entitlementSchema>;

/** p1 sub-account: its entitlements, latest record date first. */
export const entitlementListCommand = defineTradingCommand({
  cmd: 'EntitlementList',
  group: 'B',
  requiresSession: true,
  params: z.strictObject({ p1: z.string().trim().min(1).max(32) }),
  reply: z.array(entitlementSchema),
});
