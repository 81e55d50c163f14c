// Clients joined to the same rooms receive the same frames in a flush. A FramePath is one such
// sequence of frames (with the coalescing key of each); the clients of a flush walk a tree of them
// (one step per frame they are given), so all the clients that end on the same path share one
// buffer of its WebSocket bytes, concatenated once: 5,000 clients of the same 30 symbols cost one
// Buffer.concat, and each of them one `write` of a single buffer. A client's outbox is just the
// path it ended on: a flush allocates nothing per client.
import { concatWire, deflatedWire, encodeBatch, type EncodedFrame } from './encoded-frame.ts';

/**
 * Smallest batch frame worth compressing, bytes. A batch is compressed once for all the clients
 * given it, and only from its second client on: for one client alone the compression would cost
 * the server more CPU than the smaller write saves.
 */
const DEFLATE_MIN_BYTES = 512;

export class FramePath {
  /** The first child, kept outside the map: nearly every client of a flush takes the same way. */
  private firstFrame: EncodedFrame | undefined;
  private firstChild: FramePath | undefined;
  private others: Map<EncodedFrame, FramePath> | undefined;
  private bytes: Buffer | undefined;
  /** The path's frames as one `publics` frame (null: not all of them are `public` events). */
  private batchFrame: EncodedFrame | null | undefined;
  /** Clients that asked for the batch compressed, and its compressed bytes (null: not smaller). */
  private deflateAsks = 0;
  private deflatedBatch: Buffer | null | undefined;

  private constructor(
    private readonly parent: FramePath | undefined,
    private readonly frame: EncodedFrame | undefined,
    /** Coalescing key of the last frame (see public-message.ts). */
    private readonly key: string,
    /** Frames on the path. */
    readonly length: number,
  ) {}

  /** The empty path: the root of one flush's tree. */
  static root(): FramePath {
    return new FramePath(undefined, undefined, '', 0);
  }

  /** This path followed by `frame` (a frame object always comes with the same key). */
  next(frame: EncodedFrame, key: string): FramePath {
    if (this.firstFrame === frame) return this.firstChild!;
    let child = this.others?.get(frame);
    if (child !== undefined) return child;
    child = new FramePath(this, frame, key, this.length + 1);
    if (this.firstChild === undefined) {
      this.firstFrame = frame;
      this.firstChild = child;
    } else {
      (this.others ??= new Map()).set(frame, child);
    }
    return child;
  }

  /** The frames with their keys, first to last. */
  entries(): [key: string, frame: EncodedFrame][] {
    if (this.frame === undefined) return [];
    const entries = new Array<[string, EncodedFrame]>(this.length);
    entries[this.length - 1] = [this.key, this.frame];
    let node = this.parent;
    for (let i = this.length - 2; i >= 0 && node !== undefined; i -= 1) {
      entries[i] = [node.key, node.frame!];
      node = node.parent;
    }
    return entries;
  }

  /** The frames' WebSocket bytes back to back, concatenated on the first call only. */
  wire(): Buffer {
    if (this.bytes !== undefined) return this.bytes;
    if (this.frame === undefined) return Buffer.alloc(0);
    this.bytes = this.length === 1 ? this.frame.wire : concatWire(this.entries().map(([, frame]) => frame));
    return this.bytes;
  }

  /**
   * For a client that reads batches: the path's frames as one `publics` frame, built on the first
   * call only (every client on the path shares it); the frame itself when the path has one, and
   * undefined when a frame on it is not a `public` event (the frames then go one by one).
   */
  batch(): EncodedFrame | undefined {
    if (this.batchFrame === undefined)
      this.batchFrame =
        this.length <= 1
          ? (this.frame ?? null)
          : (encodeBatch(this.entries().map(([, frame]) => frame)) ?? null);
    return this.batchFrame ?? undefined;
  }

  /**
   * The WebSocket bytes for a client that reads batches: the batch frame compressed when the
   * client accepts it (`deflate`: per-message deflate without the server's context takeover) and
   * it goes to more than one client, else as it is; the frames back to back when they are not all
   * `public` events.
   */
  batchWire(deflate: boolean): Buffer {
    const batch = this.batch();
    if (batch === undefined) return this.wire();
    if (!deflate || batch.wire.length < DEFLATE_MIN_BYTES) return batch.wire;
    this.deflateAsks += 1;
    if (this.deflateAsks < 2) return batch.wire;
    if (this.deflatedBatch === undefined) this.deflatedBatch = deflatedWire(batch) ?? null;
    return this.deflatedBatch ?? batch.wire;
  }
}
