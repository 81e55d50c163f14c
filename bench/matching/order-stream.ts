// A reproducible stream of limit orders and cancels around a drifting mid price (xorshift32, no Math.random).
// Like a real book's flow, most orders that do not trade are cancelled: each order gets a lifetime after
// which a cancel follows (a no-op when it traded already), so the book stays a realistic size.

/** Operations as parallel arrays, so generating them is not part of the timed loop. */
export interface OrderStream {
  /** Number of operations; `orders` of them are limit orders, the rest cancels. */
  count: number;
  orders: number;
  /** 0 limit order, 1 cancel. */
  kinds: Uint8Array;
  /** 0 buy, 1 sell. */
  sides: Uint8Array;
  /** Price in ticks above the floor. */
  ticks: Int32Array;
  /** Volume in board lots. */
  lots: Int32Array;
  /** Symbol index (universe runs); a cancel carries its order's symbol. */
  symbols: Int32Array;
  /** Limit orders: their own order number; cancels: the order number they cancel. */
  targets: Int32Array;
}

/** `orders` limit orders within `spread` ticks of a mid wandering inside `levels`, each cancelled after up to `lifetime` orders. */
export function orderStream(
  orders: number,
  levels: number,
  spread: number,
  symbolCount: number,
  seed: number,
  lifetime = 2_000,
): OrderStream {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const capacity = orders * 2;
  const stream: OrderStream = {
    count: 0,
    orders,
    kinds: new Uint8Array(capacity),
    sides: new Uint8Array(capacity),
    ticks: new Int32Array(capacity),
    lots: new Int32Array(capacity),
    symbols: new Int32Array(capacity),
    targets: new Int32Array(capacity),
  };
  const cancelsDue: number[][] = Array.from({ length: orders }, () => []);
  const symbolOf = new Int32Array(orders);
  let mid = Math.floor(levels / 2);
  let op = 0;
  for (let i = 0; i < orders; i += 1) {
    if (next() < 0.01) mid = Math.min(levels - spread - 1, Math.max(spread, mid + (next() < 0.5 ? -1 : 1)));
    const side = next() < 0.5 ? 0 : 1;
    // Buyers quote around and below the mid, sellers around and above: about a third of orders cross.
    const offset = Math.floor(next() * spread) - Math.floor(spread / 3);
    stream.sides[op] = side;
    stream.ticks[op] = side === 0 ? mid - offset : mid + offset;
    stream.lots[op] = 1 + Math.floor(next() * 10);
    stream.symbols[op] = symbolOf[i] = Math.floor(next() * symbolCount);
    stream.targets[op] = i;
    op += 1;
    const due = i + 1 + Math.floor(next() * lifetime);
    if (due < orders) cancelsDue[due]!.push(i);
    for (const target of cancelsDue[i]!) {
      stream.kinds[op] = 1;
      stream.targets[op] = target;
      stream.symbols[op] = symbolOf[target]!;
      op += 1;
    }
  }
  stream.count = op;
  return stream;
}
