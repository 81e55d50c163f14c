// Chart series of the board host beyond the spec's intraday index points: a symbol's one-minute
// bars today (`/getintradaychart/{symbol}`, used by the board's mini charts and the stock page)
// and an index's daily bars (`/getIndexHistories/?resolution=D`, the generated past and the live
// days). Prices in VND (futures in points x 100), index levels in points, volumes in shares.
import * as z from '../zod-mini.ts';

const clockTime = z.string().check(z.regex(/^\d{2}:\d{2}(:\d{2})?$/));

/** One minute of a symbol (`value`, VND, may be left out). */
const minuteBar = z.object({
  time: clockTime,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
  value: z.optional(z.number()),
});

/** `/getintradaychart/{symbol}`: a symbol's one-minute bars today with its reference price. */
export const symbolMinuteBarsSchema = z.object({
  symbol: z.string(),
  reference: z.number(),
  data: z.array(minuteBar),
});
export type SymbolMinuteBars = z.output<typeof symbolMinuteBarsSchema>;

const indexDay = z.object({
  date: z.iso.date(),
  previousClose: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.int().check(z.nonnegative()),
  value: z.int().check(z.nonnegative()),
});

/** `/getIndexHistories/?resolution=D&indexId=`: an index's days, oldest first (the last one may be running). */
export const indexDailyHistorySchema = z.object({
  indexId: z.string(),
  resolution: z.literal('D'),
  data: z.array(indexDay).check(z.maxLength(5000)),
  simulated: z.literal(true),
});
export type IndexDailyHistory = z.output<typeof indexDailyHistorySchema>;
