// A `balance` event only tells the owner's screens to read their balances again; it carries no
// figures. Every order sends one when it is entered and another with each change the exchange
// makes to it, so a customer placing many orders got the same hint many times in one turn of the
// event loop (bench/orders: two of the three private messages of each order, each a Socket.IO
// broadcast). The hints of one sub-account are sent once per turn, after the turn's other events.
import type { OmsDeps } from './order-deps.ts';

type Push = OmsDeps['push'];

/** Sends `push`'s events at once, except `balance` hints: one per user and sub-account per turn of the event loop. */
export function coalesceBalanceHints(push: Push): Push {
  /** username, then its sub-accounts with a hint waiting. */
  const waiting = new Map<string, Set<string>>();
  const send = () => {
    for (const [username, subs] of waiting)
      for (const subAcntNo of subs) push(username, { type: 'balance', subAcntNo });
    waiting.clear();
  };
  return (username, data) => {
    if (data.type !== 'balance') return push(username, data);
    if (waiting.size === 0) setImmediate(send);
    let subs = waiting.get(username);
    if (subs === undefined) waiting.set(username, (subs = new Set()));
    subs.add(data.subAcntNo);
  };
}
