// The form to add a conditional order (react-hook-form with zod): the trigger and the order price
// are typed in screen units of the symbol's kind (thousands of VND, futures index points) and turned
// into canonical prices by @sen/market, never by a fixed factor.
import {
  classifyPriceInput,
  isDerivativeSymbol,
  parsePriceInput,
  type ConditionalOrderType,
} from '@sen/market';
import type { CommandParamsInput, newConditionalOrderCommand } from '@sen/protocol';
import { z } from 'zod';

export const CONDITIONAL_TYPES: readonly ConditionalOrderType[] = [
  'stopLoss',
  'takeProfit',
  'purchase',
  'trend',
];

export const conditionalFormSchema = z.object({
  type: z.enum(['stopLoss', 'takeProfit', 'purchase', 'trend']),
  side: z.enum(['B', 'S']),
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, 'order.symbolInvalid'),
  trigger: z
    .string()
    .trim()
    .refine((text) => classifyPriceInput(text) === '01', 'order.priceInvalid'),
  price: z
    .string()
    .trim()
    .toUpperCase()
    .refine((text) => classifyPriceInput(text) !== '00', 'order.priceInvalid'),
  volume: z.string().regex(/^[1-9]\d{0,7}$/, 'order.volumeInvalid'),
  expiry: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'conditional.expiryInvalid'),
});
export type ConditionalFormInput = z.input<typeof conditionalFormSchema>;
export type ConditionalFormValues = z.output<typeof conditionalFormSchema>;

/** The side a type takes: stop loss and take profit sell, purchase buys, trend as chosen. */
const conditionalSide = (type: ConditionalOrderType, chosen: 'B' | 'S') =>
  type === 'purchase' ? 'B' : type === 'trend' ? chosen : 'S';

/** NewConditionalOrder's symbol, side, type, trigger, order price and volume from the form: canonical trigger and price (a number or a type word). */
export function conditionalParams(values: ConditionalFormValues) {
  const kind = isDerivativeSymbol(values.symbol) ? 'future' : 'stock';
  const price = (
    classifyPriceInput(values.price) === '01' ? parsePriceInput(values.price, kind)! : values.price
  ) as CommandParamsInput<typeof newConditionalOrderCommand>['orderPrice'];
  return {
    symbol: values.symbol,
    side: conditionalSide(values.type, values.side),
    type: values.type,
    trigger: parsePriceInput(values.trigger, kind)!,
    orderPrice: price,
    volume: Number(values.volume),
  };
}
