// The indexes the header shows a card for (and the options list), in the market's order.
import { INDEXES } from '@sen/market';

export const HEADER_INDEX_CODES = INDEXES.map((index) => index.code);
