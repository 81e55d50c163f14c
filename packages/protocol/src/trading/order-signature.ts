import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';

/** What an order signature covers (spec §5): price, side, volume, account, symbol and refId. */
export const orderSignatureInputSchema = z.object({
  /** A VND integer for a limit price, or the order-type word (ATO, ATC, MP, MTL, MOK, MAK, PLO). */
  price: z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Z]{2,3}$/)]),
  side: z.enum(['B', 'S']),
  volume: z.number().int().positive(),
  account: z.string().min(1).max(32),
  symbol: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
  refId: z.string().min(1).max(64),
});
export type OrderSignatureInput = z.input<typeof orderSignatureInputSchema>;

/**
 * The canonical string that is hashed: fields in a fixed order joined by `|`, symbol upper-cased.
 * Example: `{price: 25300, side: 'B', volume: 100, account: '0001', symbol: 'fpt', refId: 'r1'}`
 * gives `25300|B|100|0001|FPT|r1`.
 */
export function orderSignatureString(input: OrderSignatureInput): string {
  const o = orderSignatureInputSchema.parse(input);
  return [String(o.price), o.side, String(o.volume), o.account, o.symbol.toUpperCase(), o.refId].join('|');
}

/** SHA-256 hex (64 lower-case characters) over {@link orderSignatureString}. */
export function orderSignature(input: OrderSignatureInput): string {
  return bytesToHex(sha256(utf8ToBytes(orderSignatureString(input))));
}

/** Checks a received signature against the order's fields, without throwing on malformed fields. */
export function verifyOrderSignature(input: OrderSignatureInput, signature: string): boolean {
  if (!orderSignatureInputSchema.safeParse(input).success) return false;
  return orderSignature(input) === signature.toLowerCase();
}
