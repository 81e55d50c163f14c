// The realtime worker's batches cross to the main thread as one JSON text of their public messages
// (with the events the host read): structured cloning makes the receiving thread rebuild every
// object of the batch, about 20 us a message measured, while JSON.parse of the same messages takes
// a fifth of that; at 10,000 updates a second that is the difference between a fifth of the main
// thread's time and a twentieth. The values are JSON's own (numbers, strings, booleans, null, plain
// objects and arrays: the protocol's messages and events); a field left undefined is dropped, which
// readers treat alike.
import type { PublicMessage } from './frames';
import type { HostReply } from './realtime-host';

/** The reply as the worker posts it: a batch's public messages as text. */
export function packReply(reply: HostReply): HostReply {
  return reply.type === 'batch'
    ? { type: 'batch-text', text: JSON.stringify(reply.messages), privates: reply.privates }
    : reply;
}

/** A batch's public messages, from either form. */
export function batchMessages(reply: Extract<HostReply, { type: 'batch' | 'batch-text' }>): PublicMessage[] {
  return reply.type === 'batch' ? reply.messages : (JSON.parse(reply.text) as PublicMessage[]);
}
