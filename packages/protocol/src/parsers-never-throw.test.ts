// Every reader of wire input answers a ParseResult for any input: bad input never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardRecordToQuote } from './feed/board-record.ts';
import { coveredWarrantRowToWarrant } from './feed/covered-warrant.ts';
import { derivativeRowToQuote } from './feed/derivative-row.ts';
import { feedRowToQuote } from './feed/feed-row.ts';
import { depthSnapshotToDepthSide, tradeHistoryToEntries } from './feed/history-and-depth.ts';
import { olderIndexToSnapshot } from './feed/index-older.ts';
import { newerIndexToSnapshot } from './feed/index-newer.ts';
import { parseIntradayHistory } from './feed/intraday-history.ts';
import { dealRowToDeal, legacyDealToDeal } from './feed/negotiated-deal.ts';
import { parseDemandSupply, parsePipeLevel } from './feed/pipe-depth.ts';
import { snapshotToQuote } from './feed/stock-snapshot.ts';
import { parseClientFrame } from './realtime/client-frames.ts';
import { parseNdata } from './realtime/ndata.ts';
import { parsePrivateMessage } from './realtime/private-messages.ts';
import { readPublicMessage } from './realtime/public-readers.ts';
import { decodeTradingCall } from './trading/commands.ts';
import { decodeTradingReply, decodeTradingRequest } from './trading/envelope.ts';

const readers: [string, (input: unknown) => { ok: boolean }][] = [
  ['boardRecordToQuote', boardRecordToQuote],
  ['feedRowToQuote', feedRowToQuote],
  ['snapshotToQuote', snapshotToQuote],
  ['derivativeRowToQuote', derivativeRowToQuote],
  ['olderIndexToSnapshot', olderIndexToSnapshot],
  ['newerIndexToSnapshot', newerIndexToSnapshot],
  ['parseIntradayHistory', parseIntradayHistory],
  ['dealRowToDeal', dealRowToDeal],
  ['legacyDealToDeal', legacyDealToDeal],
  ['coveredWarrantRowToWarrant', coveredWarrantRowToWarrant],
  ['depthSnapshotToDepthSide', depthSnapshotToDepthSide],
  ['tradeHistoryToEntries', (input) => tradeHistoryToEntries('FPT', input)],
  ['parsePipeLevel', (input) => parsePipeLevel(input)],
  ['parseDemandSupply', parseDemandSupply],
  ['parseNdata', (input) => parseNdata(input, 'stock')],
  ['parseClientFrame', parseClientFrame],
  ['readPublicMessage', readPublicMessage],
  ['parsePrivateMessage', parsePrivateMessage],
  ['decodeTradingReply', decodeTradingReply],
  [
    'decodeTradingRequest',
    (input) => decodeTradingRequest(typeof input === 'string' ? input : (JSON.stringify(input) ?? '')),
  ],
  [
    'decodeTradingCall',
    (input) => {
      const r = decodeTradingCall(typeof input === 'string' ? input : (JSON.stringify(input) ?? ''));
      return { ok: r.ok };
    },
  ],
];

// Inputs shaped like the wire (objects with the feed's keys) reach deeper than random values.
const wireKeys = [
  'sym',
  'symbol',
  'mc',
  'c',
  'f',
  'r',
  'g1',
  'g7',
  'ot',
  'id',
  'data',
  'action',
  'ndata',
  'side',
  'time',
  'type',
  'price',
  'volume',
  'cmd',
];
const wireLike = fc.dictionary(
  fc.constantFrom(...wireKeys),
  fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.jsonValue()),
);

describe('readers never throw', () => {
  it.each(readers)('%s answers a result for any input', (_name, read) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), wireLike, fc.record({ data: wireLike })), (input) => {
        expect(typeof read(input).ok).toBe('boolean');
      }),
      { numRuns: 60 },
    );
  });
});
