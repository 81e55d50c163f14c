// The datafeed family's way of the public channel (issue 23, docs/api.md "Family clients"). Sen's own
// client reads every message on `public`; clients written for the family's brokers listen on one
// event per kind (`index`, `stock`, `board`, ...) and expect the family's extra fields. A client gets
// this way when it connected as the family does (socket.io 2 / Engine.IO 3, the namespace `/ps`) or
// asked for it (a `regs` frame with the key `list`). It then receives each message on `public` and on
// its kind's event, with the extra fields; Sen's own clients receive exactly what they did before.
import { isDerivativeSymbol } from '@sen/market';
import { PUBLIC_EVENT, withTrailingSeparator } from '@sen/protocol';
import { encodeEvent, type EncodedFrame } from './encoded-frame.ts';
import type { PublicMessage } from './public-message.ts';

/** The per-kind events of the family (the VPS copy). */
export type FamilyEvent =
  'index' | 'stock' | 'board' | 'boardps' | 'stockps' | 'stockps10price' | 'soddlot' | 'spt';

/** Namespace of the SBSI copy (`https://host/ps`): every client on it gets the family's way. */
export const FAMILY_NAMESPACE = '/ps';

/** Id of the object a family client's ping answer carries in `data` (no market message has it). */
const FAMILY_PING_ID = 0;

/** The event a message goes out on for family clients, besides `public`; undefined: `public` only. */
export function familyEventOf(message: PublicMessage): FamilyEvent | undefined {
  const oddLot = message.boardId === 'G4';
  switch (message.id) {
    case 1101:
      return 'index';
    case 3210:
      return oddLot ? 'soddlot' : 'board';
    case 3220:
    case 3223:
    case 3250:
    case 3310:
      return oddLot ? 'soddlot' : 'stock';
    case 6210:
      return 'boardps';
    case 6220:
      return 'stockps';
    case 3211:
      return typeof message.sym === 'string' && isDerivativeSymbol(message.sym)
        ? 'stockps10price'
        : undefined;
    case 9100:
      return 'spt';
    default:
      return undefined;
  }
}

/**
 * What the kind's event carries: `{data: {...}}` as on `public`, except `stockps10price`, whose
 * handlers read the body itself (`{id, sym, side, ndata}`, as `/getps10pricesnapshot` answers) with
 * `ndata` ending in the separator.
 */
export function familyPayload(event: FamilyEvent, message: PublicMessage): unknown {
  if (event === 'stockps10price')
    return { ...message, ndata: withTrailingSeparator(String(message.ndata ?? '')) };
  return { data: message };
}

/** A queued message as the family frames need it (see fan-out.ts `Pending`). */
export interface FamilyItem {
  key: string;
  message: PublicMessage;
  /** The family's extra fields of this message (market-bridge.ts), merged over it. */
  extras?: Readonly<Record<string, unknown>>;
  /** Sent to family clients only, on its kind's event only (10-level futures depth of a joined contract). */
  familyOnly?: boolean;
}

/**
 * The frames of one message for family clients, encoded once per namespace on first use: `public`
 * (the message with its extras; Sen's own frame when there are none) and the kind's event.
 */
export class FamilyFrames {
  private readonly byNamespace = new Map<string, [key: string, frame: EncodedFrame][]>();

  constructor(
    private readonly item: FamilyItem,
    /** Sen's `public` frame of the message on `/`, when already encoded. */
    private readonly senFrame?: EncodedFrame,
  ) {}

  of(namespace: string): [key: string, frame: EncodedFrame][] {
    const known = this.byNamespace.get(namespace);
    if (known !== undefined) return known;
    const { key, extras, familyOnly } = this.item;
    const message = extras === undefined ? this.item.message : { ...this.item.message, ...extras };
    const frames: [string, EncodedFrame][] = [];
    if (familyOnly !== true) {
      const reuse = namespace === '/' && extras === undefined ? this.senFrame : undefined;
      frames.push([key, reuse ?? encodeEvent(PUBLIC_EVENT, { data: message }, namespace)]);
    }
    const event = familyEventOf(message);
    if (event !== undefined)
      frames.push([`${key}|${event}`, encodeEvent(event, familyPayload(event, message), namespace)]);
    this.byNamespace.set(namespace, frames);
    return frames;
  }
}

/** The ping answer of a family client: `data` an object with an id, as its handlers read `data.data.id`. */
export function familyPingReply(mode: string, time: string, marketTime: string) {
  return { action: 'ping', mode, data: { id: FAMILY_PING_ID, mode, time, marketTime } };
}
