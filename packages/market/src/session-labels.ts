import type { LocalizedText } from './localized-text.ts';
import { marketFromCode, parseMarketId, type MarketId } from './markets.ts';
import type { Phase } from './sessions.ts';
import { toSecondsOfDay, type SecondsOfDay } from './time-of-day.ts';

/** Market session label shown in the board header (spec §3 "market session states", §4). */
export type SessionLabel = 'preOpen' | 'opened' | 'intermission' | 'atc' | 'putThrough' | 'plo' | 'closed';

/** Texts of the session labels. */
export const SESSION_LABEL_TEXTS: Readonly<Record<SessionLabel, LocalizedText>> = {
  preOpen: { vi: 'Phiên ATO', en: 'Pre-open' },
  opened: { vi: 'Đang giao dịch', en: 'Continuous' },
  intermission: { vi: 'Nghỉ trưa', en: 'Intermission' },
  atc: { vi: 'Phiên ATC', en: 'ATC' },
  putThrough: { vi: 'Thỏa thuận', en: 'Put-through' },
  plo: { vi: 'Phiên PLO', en: 'PLO' },
  closed: { vi: 'Đóng cửa', en: 'Closed' },
};

/**
 * Session status code of the feed (message 6666, index `status`): P opening call (pre-open), O open,
 * I intermission, A closing call, C put-through or post-close (PLO on HNX), K closed; '99' is
 * also read as closed. The same letters as the datafeed family's index status (O open, K closed).
 */
export type SessionStatusCode = 'P' | 'O' | 'I' | 'A' | 'C' | 'K';

const STATUS_OF_PHASE: Readonly<Record<Phase, SessionStatusCode>> = {
  PRE_OPEN: 'P',
  ATO: 'P',
  CONTINUOUS: 'O',
  LUNCH: 'I',
  ATC: 'A',
  PLO: 'C',
  PUT_THROUGH: 'C',
  CLOSED: 'K',
};

/** The status code Sen's feed sends for a phase, e.g. sessionStatusCode('LUNCH') === 'I'. */
export function sessionStatusCode(phase: Phase): SessionStatusCode {
  return STATUS_OF_PHASE[phase];
}

const hourOf = (time: SecondsOfDay): number => Math.floor(time / 3600);
const isClosedCode = (status: string): boolean => status === '99' || status === 'K';

/**
 * Label of a market's session from the feed's status and the market time (spec §4):
 * HSX pre-open on P, or without a status between 09:00 and 10:00; I intermission; A ATC; C
 * put-through; 99 (or K) closed; otherwise opened. HNX: I, A, PLO on C or K between 12:00 and
 * 15:00, O opened, otherwise closed. UPCOM: I, O, otherwise closed. Derivatives read as HSX.
 * @example sessionLabel('02', 'C', '14:50:00') === 'plo'; sessionLabel('10', undefined, '09:30:00') === 'preOpen'
 */
export function sessionLabel(
  market: MarketId | string,
  status: string | null | undefined,
  time: string | SecondsOfDay,
): SessionLabel {
  const id = parseMarketId(market) === 'DERIV' ? 'DERIV' : marketFromCode(market);
  const code = String(status ?? '')
    .trim()
    .toUpperCase();
  const hour = hourOf(toSecondsOfDay(time));
  if (id === 'HNX') {
    if (code === 'I') return 'intermission';
    if (code === 'A') return 'atc';
    if ((code === 'C' || code === 'K') && hour >= 12 && hour < 15) return 'plo';
    return code === 'O' ? 'opened' : 'closed';
  }
  if (id === 'UPCOM') {
    if (code === 'I') return 'intermission';
    return code === 'O' ? 'opened' : 'closed';
  }
  if (code === 'P' || (code === '' && hour === 9)) return 'preOpen';
  if (code === 'I') return 'intermission';
  if (code === 'A') return 'atc';
  if (code === 'C') return 'putThrough';
  return isClosedCode(code) ? 'closed' : 'opened';
}
