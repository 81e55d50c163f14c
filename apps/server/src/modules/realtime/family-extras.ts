// The fields the datafeed family's messages carry beyond Sen's own (issue 23, point 6 and 8), in the
// family's units and types. Built only when a family client is to receive the message (fan-out.ts
// merges them over the message for those clients only); Sen's own clients never see them.
import { MARKETS, sessionStatusCode, type InstrumentKind } from '@sen/market';
import {
  canonicalPriceToLegacy,
  canonicalVolumeToLegacy,
  ODD_LOT_BOARD_ID,
  vndToThousandVnd,
} from '@sen/protocol';
import { toMarketClockTime } from '../market/market-time.ts';
import type { SymbolState } from '../market/symbol-state.ts';
import type { PublicMessage } from './public-message.ts';

type Extras = Readonly<Record<string, unknown>>;

const kindOf = (state: SymbolState): InstrumentKind => state.instrument.kind;

/**
 * 3210/6210: `vol4` (volume beyond the 3 levels shown, legacy units), `timeServer` (market time),
 * `boardId` (G1 main, G4 odd lot), `marketId` (STO, STX, UPX, DER), `sequence` (per symbol).
 */
export function depthExtras(
  state: SymbolState,
  side: 'B' | 'S',
  board: 'lot' | 'odd',
  time: number,
  sequence: number,
): Extras {
  const boardId = board === 'odd' ? ODD_LOT_BOARD_ID : 'G1';
  const book = board === 'odd' ? state.odd : state;
  const levels = side === 'B' ? book.bids : book.asks;
  let beyond = 0;
  for (let i = 3; i < levels.length; i += 1) beyond += levels[i]!.volume;
  return {
    vol4: canonicalVolumeToLegacy(beyond, kindOf(state), board === 'odd' ? ODD_LOT_BOARD_ID : undefined),
    timeServer: toMarketClockTime(time),
    boardId,
    marketId: MARKETS[state.instrument.market].feedCode,
    sequence,
  };
}

/** 6220: `openPrice` (index points), `lv` (the match's volume), `timeServer`, `tradingSession` (status code). */
export function futuresTradeExtras(state: SymbolState, message: PublicMessage): Extras {
  return {
    openPrice: canonicalPriceToLegacy(state.open, kindOf(state)),
    lv: message.lastVol,
    timeServer: message.time,
    tradingSession: sessionStatusCode(state.phase),
  };
}

/** 3250: the foreign flow as the family's strings: volumes in lots of 10, values in thousand VND. */
export function foreignExtras(state: SymbolState): Extras {
  const { buyVolume, sellVolume, buyValue, sellValue, room } = state.foreign;
  return {
    fBVol: String(canonicalVolumeToLegacy(buyVolume, 'stock')),
    fBValue: String(vndToThousandVnd(buyValue)),
    fSVolume: String(canonicalVolumeToLegacy(sellVolume, 'stock')),
    fSValue: String(vndToThousandVnd(sellValue)),
    fRoom: String(room),
  };
}

/** 1101: `accVol`, the day's accumulated matched volume of the index (shares, as `vol`). */
export function indexExtras(message: PublicMessage): Extras {
  return { accVol: message.vol };
}
