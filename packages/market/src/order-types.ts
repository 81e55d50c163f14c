import type { MarketId } from './markets.ts';

/** Order types of the Vietnamese markets (market-rules §2). */
export type OrderType = 'LO' | 'ATO' | 'ATC' | 'MP' | 'MTL' | 'MOK' | 'MAK' | 'PLO';

/** Every order type, in the order of their spec codes 01..08. */
export const ORDER_TYPES: readonly OrderType[] = ['LO', 'ATO', 'ATC', 'MP', 'MTL', 'MOK', 'MAK', 'PLO'];

/** The spec's price-input code: '01' limit ... '08' PLO, '00' not a valid price (spec §5). */
export type PriceInputCode = '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';

/** Spec code of each order type. */
export const ORDER_TYPE_CODES: Readonly<Record<OrderType, Exclude<PriceInputCode, '00'>>> = {
  LO: '01',
  ATO: '02',
  ATC: '03',
  MP: '04',
  MTL: '05',
  MOK: '06',
  MAK: '07',
  PLO: '08',
};

/** Order type of a spec code, e.g. orderTypeFromCode('05') === 'MTL'; undefined for '00' or unknown. */
export function orderTypeFromCode(code: string): OrderType | undefined {
  return ORDER_TYPES.find((type) => ORDER_TYPE_CODES[type] === code);
}

/**
 * Classifies what a user typed in the price box: a positive number is a limit ('01'), the names
 * ATO, ATC, MP, MTL, MOK, MAK, PLO (any case) their codes '02'..'08', anything else '00'.
 * @example classifyPriceInput(' 23.45 ') === '01'; classifyPriceInput('atc') === '03'; classifyPriceInput('0') === '00'
 */
export function classifyPriceInput(text: string): PriceInputCode {
  const value = text.trim().toUpperCase();
  if (value === '') return '00';
  if (/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return Number(value) > 0 ? '01' : '00';
  const type = ORDER_TYPES.find((candidate) => candidate === value && candidate !== 'LO');
  return type === undefined ? '00' : ORDER_TYPE_CODES[type];
}

/**
 * Order types the client lets a user send per market (spec §5): HSX no MOK, MAK or PLO; HNX no MP
 * and no ATO (it has no opening call, market-rules §1.2);
 * UPCOM limit only; derivatives LO, ATO, ATC, MTL, MOK, MAK. The exchange may be stricter by
 * session (see `allowedOrderTypes`); on HSX it treats MP as MTL.
 */
export const CLIENT_ORDER_TYPES: Readonly<Record<MarketId, readonly OrderType[]>> = {
  HSX: ['LO', 'ATO', 'ATC', 'MP', 'MTL'],
  HNX: ['LO', 'ATC', 'MTL', 'MOK', 'MAK', 'PLO'],
  UPCOM: ['LO'],
  DERIV: ['LO', 'ATO', 'ATC', 'MTL', 'MOK', 'MAK'],
};

/** Client-side check of an order type on a market, e.g. isOrderTypeAllowedOnMarket('HNX', 'MP') === false. */
export function isOrderTypeAllowedOnMarket(market: MarketId, type: OrderType): boolean {
  return CLIENT_ORDER_TYPES[market].includes(type);
}

/** True for types that carry no price of their own (everything except LO). */
export function isMarketPriceType(type: OrderType): boolean {
  return type !== 'LO';
}
