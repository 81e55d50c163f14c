// A public message read into its canonical event once, in the realtime host (the worker), so the
// main thread does not parse it again: the host attaches the event under `EVENT_KEY`, and the
// app's listeners read a message with `readMessage`, which takes that event when it is there and
// reads the message itself otherwise (a message the host could not read is passed on as it came,
// and its listeners refuse it as before).
import { readPublicMessage, type ParseResult, type PublicEvent } from '@sen/protocol';
import type { PublicMessage } from './frames';

/** Where the host puts a message's event; set by the host only (a sender's own value is replaced). */
export const EVENT_KEY = '$event';

/** The message with its event attached, or as it came (without any `EVENT_KEY` of its own) when unreadable. */
export function withEvent(message: PublicMessage): PublicMessage {
  const read = readPublicMessage({ data: message });
  if (read.ok) return { ...message, [EVENT_KEY]: read.value };
  if (!(EVENT_KEY in message)) return message;
  const { [EVENT_KEY]: _dropped, ...rest } = message;
  return rest as PublicMessage;
}

/** The message's canonical event: the one the host read, or read here. */
export function readMessage(message: PublicMessage): ParseResult<PublicEvent> {
  const event = message[EVENT_KEY];
  return event !== undefined
    ? { ok: true, value: event as PublicEvent }
    : readPublicMessage({ data: message });
}
