// A Socket.IO event encoded once and written to many connections: the Socket.IO packet text and,
// for WebSocket transports, the finished WebSocket frame (the same trick socket.io-adapter uses
// for room broadcasts), so a message to 5,000 clients costs one JSON.stringify and one framing.
import { PUBLIC_BATCH_EVENT, PUBLIC_EVENT } from '@sen/protocol';
import * as ws from 'ws';
import { constants, deflateRawSync } from 'node:zlib';

export interface EncodedFrame {
  /** Socket.IO EVENT packet: `2["public",{...}]` (default namespace), `2/ps,["stock",{...}]`. */
  readonly packet: string;
  /** Engine.IO write options carrying the precomputed WebSocket frame. */
  readonly options: { preEncoded?: boolean; wsPreEncodedFrame?: Buffer[] };
  /** The whole WebSocket frame (header and payload) in one buffer, for the direct path. */
  readonly wire: Buffer;
  /** A `public` event of the default namespace: its payload's JSON, which a batch frame carries. */
  readonly publicPayload?: string;
}

interface FrameSender {
  frame(
    data: Buffer,
    options: { readOnly: boolean; mask: boolean; rsv1: boolean; opcode: number; fin: boolean },
  ): Buffer[];
}
// `Sender` is exported by ws but missing from its type definitions.
const sender = (ws as unknown as { Sender: FrameSender }).Sender;

/**
 * Encodes `socket.emit(event, payload)` for writing with `engineSocket.write(packet, options)`, on
 * the default namespace or another one (`/ps`: `2/ps,[...]`).
 */
export function encodeEvent(event: string, payload: unknown, namespace = '/'): EncodedFrame {
  const nsp = namespace === '/' ? '' : `${namespace},`;
  if (event !== PUBLIC_EVENT || namespace !== '/')
    return framed(`2${nsp}${JSON.stringify([event, payload])}`);
  const publicPayload = JSON.stringify(payload);
  return { ...framed(`2["${PUBLIC_EVENT}",${publicPayload}]`), publicPayload };
}

/**
 * The `public` frames' payloads as one `publics` frame (`2["publics",[p1,p2,...]]`) for clients that
 * read batches; undefined when a frame is not a default-namespace `public` event.
 */
export function encodeBatch(frames: readonly EncodedFrame[]): EncodedFrame | undefined {
  const payloads: string[] = [];
  for (const frame of frames) {
    if (frame.publicPayload === undefined) return undefined;
    payloads.push(frame.publicPayload);
  }
  return framed(`2["${PUBLIC_BATCH_EVENT}",[${payloads.join(',')}]]`);
}

function framed(packet: string): EncodedFrame {
  // "4" is the Engine.IO message type; the frame is unmasked text, as a server sends it.
  const wsPreEncodedFrame = sender.frame(Buffer.from(`4${packet}`), {
    readOnly: false,
    mask: false,
    rsv1: false,
    opcode: 1,
    fin: true,
  });
  return { packet, options: { wsPreEncodedFrame }, wire: Buffer.concat(wsPreEncodedFrame) };
}

/**
 * A frame's message compressed for connections that negotiated per-message deflate (RFC 7692)
 * without the server's context takeover: each message compressed on its own, so the same bytes
 * serve every such connection. The whole WebSocket frame, RSV1 set; undefined when compressing
 * does not make it smaller.
 */
export function deflatedWire(frame: EncodedFrame): Buffer | undefined {
  const text = Buffer.from(`4${frame.packet}`);
  // Flushed with Z_SYNC_FLUSH, the data ends with 00 00 ff ff, which the message leaves out (§7.2.1).
  const deflated = deflateRawSync(text, { finishFlush: constants.Z_SYNC_FLUSH });
  const payload = deflated.subarray(0, deflated.length - 4);
  if (payload.length >= text.length) return undefined;
  return Buffer.concat(
    sender.frame(payload, { readOnly: true, mask: false, rsv1: true, opcode: 1, fin: true }),
  );
}

/** The WebSocket bytes of several frames, back to back (one write carries them all). */
export function concatWire(frames: readonly EncodedFrame[]): Buffer {
  return frames.length === 1 ? frames[0]!.wire : Buffer.concat(frames.map((frame) => frame.wire));
}
