// Trading commands of corporate actions (issue 18): a sub-account's entitlements to dividends,
// dividend shares and rights, as the back office recorded them at each record date.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

export const entitlementSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  symbol: z.string(),
  /** `bonus-shares`: cổ phiếu thưởng, settled as a stock dividend. */
  kind: z.enum(['cash-dividend', 'stock-dividend', 'bonus-shares', 'rights-issue']),
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
  /**
   * `entitled`: recorded, not yet paid (rights: open to registration); `paid`: cash credited, or
   * shares credited pending listing; `closed`: a rights subscription period that has ended;
   * `listed`: the new shares (dividend, bonus, registered rights) are listed and tradable.
   */
  status: z.enum(['entitled', 'paid', 'closed', 'listed']),
});
export type Entitlement = z.output<typeof entitlementSchema>;

/** p1 sub-account: its entitlements, latest record date first. */
export const entitlementListCommand = defineTradingCommand({
  cmd: 'EntitlementList',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: z.string().trim().min(1).max(32) }),
  reply: z.array(entitlementSchema),
});

const subAccount = z.string().trim().min(1).max(32);
/** A calendar date yyyy-mm-dd (2027-02-30 or 2027-13-01 is not one). */
const date = z.iso.date('date is yyyy-mm-dd');

export const rightsItemSchema = z.object({
  /** The entitlement id (p2 of RightsRegister). */
  id: z.number().int(),
  eventId: z.string(),
  symbol: z.string(),
  recordDate: z.string(),
  /** Shares held at the record date and the rights ratio as announced, e.g. `2:1`. */
  shares: z.number().int(),
  ratio: z.string(),
  /** VND per new share. */
  price: z.number().int(),
  /** The most one may buy, and how many are registered. */
  maxVolume: z.number().int(),
  registered: z.number().int(),
  subscriptionStart: z.string(),
  subscriptionEnd: z.string(),
  transferEnd: z.string().nullable(),
  listingDate: z.string(),
  /** `upcoming` before the period, `open` in it, `closed` after it (unregistered rights lapsed), `listed` from the listing date. */
  status: z.enum(['upcoming', 'open', 'closed', 'listed']),
});
export type RightsItem = z.output<typeof rightsItemSchema>;

export const rightsRegistrationSchema = z.object({
  id: z.number().int(),
  entitlementId: z.number().int(),
  refId: z.string(),
  symbol: z.string(),
  volume: z.number().int(),
  price: z.number().int(),
  /** VND paid from cash: volume x price. */
  amount: z.number().int(),
  /** Market date of the registration. */
  date: z.string(),
  listingDate: z.string(),
  /** `registered` until the listing date, then `listed` (the shares are tradable). */
  status: z.enum(['registered', 'listed']),
});
export type RightsRegistration = z.output<typeof rightsRegistrationSchema>;

/** p1 sub-account: its rights to buy new shares, latest record date first. */
export const rightsListCommand = defineTradingCommand({
  cmd: 'RightsList',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount }),
  reply: z.array(rightsItemSchema),
});

/** p1 sub-account, p2 rights id, p3 volume, p4 PIN, p5 client refId: pays volume x price from cash. */
export const rightsRegisterCommand = defineTradingCommand({
  cmd: 'RightsRegister',
  names: { p1: 'subAccount', p2: 'rightsId', p3: 'volume', p4: 'pin', p5: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: z.number().int().positive(),
    p3: z.number().int().positive().max(1_000_000_000),
    p4: z.string().regex(/^\d{6}$/, 'PIN must be 6 digits'),
    p5: z.string().min(1).max(64),
  }),
  reply: rightsRegistrationSchema,
});

/** p1 sub-account, p2 from date, p3 to date (market dates, at most a year apart): its registrations. */
export const rightsHistoryCommand = defineTradingCommand({
  cmd: 'RightsHistory',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z
    .strictObject({ p1: subAccount, p2: date, p3: date })
    .refine((p) => p.p2 <= p.p3, 'from date after to date')
    .refine((p) => Date.parse(p.p3) - Date.parse(p.p2) <= 366 * 86_400_000, 'range over a year'),
  reply: z.array(rightsRegistrationSchema),
});
