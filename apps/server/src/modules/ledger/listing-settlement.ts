// Receivable shares of one account, symbol and settlement date can come from several reasons: a
// T+2 purchase (a fill), dividend or bonus shares (corporate actions) or registered rights shares.
// Each reason settles as its own ledger entry, so the stock statement can say which shares became
// tradable: the listing of corporate-action shares carries its origin in its ref
// (`account|symbol|date|origin`), the rest is the plain T+2 settlement (`account|symbol|date`).

/** Entry kinds whose receivable shares are listed (tradable) at their settlement date. */
export const LISTING_ORIGINS: readonly string[] = ['stock-dividend', 'bonus-shares', 'rights-registration'];

export interface SettlementPart {
  /** The entry kind the shares came from; null for the T+2 settlement of purchases. */
  origin: string | null;
  amount: number;
}

/** The settlement entry's ref of a part. */
export const settlementRef = (base: string, origin: string | null): string =>
  origin === null ? base : `${base}|${origin}`;

/** The origin a settlement entry's ref names (`account|symbol|date|origin`), null for T+2. */
export const settlementOrigin = (ref: string): string | null => ref.split('|')[3] ?? null;

/**
 * Splits what is due of a receivable (`amount`) into its parts: first each listing origin's
 * shares still unsettled (what its entries credited less its listing entries), the rest T+2.
 * @example settlementParts(400, [{ origin: 'stock-dividend', amount: 300 }])
 *   // [{ origin: 'stock-dividend', amount: 300 }, { origin: null, amount: 100 }]
 */
export function settlementParts(
  amount: number,
  unsettled: ReadonlyArray<{ origin: string; amount: number }>,
): SettlementPart[] {
  const parts: SettlementPart[] = [];
  let rest = amount;
  for (const { origin, amount: owed } of unsettled) {
    const take = Math.min(owed, rest);
    if (take <= 0) continue;
    parts.push({ origin, amount: take });
    rest -= take;
  }
  if (rest !== 0) parts.push({ origin: null, amount: rest });
  return parts;
}
