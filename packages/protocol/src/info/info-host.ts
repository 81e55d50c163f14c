// Reply shapes of the info host's `.pt` paths (spec §7), which the spec leaves "not shown":
// company data as the simulated exchange generates it, in VND and shares, bilingual texts as
// {vi, en}, every item marked simulated. The server answers with them; the web app parses them.
import { z } from 'zod';
import { topInterestRowSchema, worldIndexSchema } from '../feed/market-summary.ts';

const simulated = z.literal(true);
export const localizedTextSchema = z.object({ vi: z.string(), en: z.string() });
const date = z.iso.date();
const money = z.number().finite();

/** A page of an info list; each item already says it is simulated (`item.extend({ simulated })`). */
export const infoPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    total: z.number().int().min(0),
    items: z.array(item),
    simulated,
  });

export const etfListSchema = z.array(
  z.object({
    symbol: z.string(),
    name_vn: z.string(),
    name_en: z.string(),
    benchmark: z.string(),
    marketId: z.enum(['STO', 'STX', 'UPX']),
    listedShares: z.number().int(),
    simulated,
  }),
);
export const worldIndexReplySchema = z.array(z.object({ ...worldIndexSchema.shape, simulated }));
export const topInterestReplySchema = z.array(topInterestRowSchema);

const person = z.object({
  name: z.string(),
  position: localizedTextSchema,
  since: z.string(),
  shares: z.number().int(),
});
export const companyInfoSchema = z.object({
  symbol: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  exchange: z.string(),
  industry: z.string(),
  established: z.string(),
  listingDate: z.string(),
  charterCapital: money,
  listedShares: z.number().int(),
  outstandingShares: z.number().int(),
  employees: z.number().int(),
  address: localizedTextSchema,
  website: z.string(),
  auditor: z.string(),
  description: localizedTextSchema,
  legalRepresentative: person,
  simulated,
});

const shareholder = z.object({
  name: z.string(),
  kind: z.enum(['state', 'institution', 'individual', 'foreign']),
  shares: z.number().int(),
  ratio: z.number(),
  asOf: z.string(),
});
export const managementSchema = z.object({
  symbol: z.string(),
  legalRepresentative: person,
  management: z.array(person),
  shareholders: z.array(shareholder),
  simulated,
});

const associate = z.object({
  name: z.string(),
  relation: z.enum(['subsidiary', 'associate']),
  charterCapital: money,
  ownership: z.number(),
});
export const associatesSchema = z.object({ symbol: z.string(), associates: z.array(associate), simulated });

const statement = z.object({ period: z.string().regex(/^\d{4}(-Q[1-4])?$/) }).catchall(z.number().finite());
export const reportSchema = infoPageSchema(statement.extend({ simulated })).extend({
  symbol: z.string(),
  period: z.enum(['quarter', 'year']),
  report: z.enum(['income', 'balance']),
  pe: z.number(),
  pb: z.number(),
});

const headline = z.object({
  id: z.string(),
  date,
  title: localizedTextSchema,
  summary: localizedTextSchema,
  source: z.string(),
});
export const newsPageSchema = infoPageSchema(headline.extend({ simulated }));
export const newsDetailSchema = headline.extend({ symbol: z.string(), body: localizedTextSchema, simulated });

const event = z
  .object({
    kind: z.enum(['cash-dividend', 'stock-dividend', 'agm', 'rights-issue']),
    id: z.string(),
    title: localizedTextSchema,
    exDate: date,
    /** A stock dividend that is bonus shares (cổ phiếu thưởng). */
    bonus: z.literal(true).optional(),
  })
  .loose();
export const eventsPageSchema = infoPageSchema(event.extend({ simulated }));

const transfer = z.object({
  id: z.string(),
  name: z.string(),
  position: localizedTextSchema,
  side: z.enum(['buy', 'sell']),
  registeredVolume: z.number().int(),
  executedVolume: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  from: date,
  to: date,
  status: z.enum(['registered', 'completed', 'partly-completed', 'not-executed']),
});
export const transfersPageSchema = infoPageSchema(transfer.extend({ simulated }));

const dailyBar = z.object({
  date,
  reference: z.number().int(),
  open: z.number().int(),
  high: z.number().int(),
  low: z.number().int(),
  close: z.number().int(),
  volume: z.number().int(),
  value: z.number().int(),
  putThroughVolume: z.number().int(),
  /** Foreign investors' matched buying and selling that day (shares, VND) and room left at its end. */
  foreignBuyVolume: z.number().int(),
  foreignSellVolume: z.number().int(),
  foreignBuyValue: z.number().int(),
  foreignSellValue: z.number().int(),
  foreignRoom: z.number().int(),
  change: z.number().int(),
  changePct: z.number(),
});
export const historyPageSchema = infoPageSchema(dailyBar.extend({ simulated })).extend({
  symbol: z.string(),
});

export type CompanyInfo = z.output<typeof companyInfoSchema>;
export type Management = z.output<typeof managementSchema>;
export type Associates = z.output<typeof associatesSchema>;
export type ReportPage = z.output<typeof reportSchema>;
export type NewsPage = z.output<typeof newsPageSchema>;
export type NewsDetail = z.output<typeof newsDetailSchema>;
export type EventsPage = z.output<typeof eventsPageSchema>;
export type TransfersPage = z.output<typeof transfersPageSchema>;
export type HistoryPage = z.output<typeof historyPageSchema>;
