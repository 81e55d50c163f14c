// What the fan-out needs to know of a public message (the shapes themselves live in @sen/protocol):
// its id, and which ids are states (only the latest matters) rather than events (each one counts).
export interface PublicMessage {
  readonly id: number;
  readonly [field: string]: unknown;
}

/** Index, depth, 10-level depth, projected match, foreign room, derivative depth, session status. */
const STATE_IDS = new Set([1101, 3210, 3211, 3223, 3250, 6210, 6666]);
/** Messages about one side of a book: bids and asks are separate states. */
const ONE_SIDE_IDS = new Set([3210, 3211, 6210]);

export function isStateMessage(message: PublicMessage): boolean {
  return STATE_IDS.has(message.id);
}

/** Key under which a newer message replaces an older one: id, instrument (or market), book side. */
export function coalescingKey(message: PublicMessage): string {
  const subject = message.sym ?? message.symbol ?? message.mc ?? message.market ?? '';
  const side = ONE_SIDE_IDS.has(message.id) ? (message.side ?? '') : '';
  return `${message.id}|${String(subject)}|${String(side)}`;
}
