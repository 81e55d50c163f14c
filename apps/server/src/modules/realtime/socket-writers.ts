// The socket writer threads: a fan-out pass lends its clients' sockets (socket-gate.ts) to a few
// worker threads, which make the `write` system calls, so the kernel's send of one flush to
// thousands of sockets (on loopback half of a flush's cost) runs on several cores while the main
// thread keeps the market, the rooms and the framing. The main thread goes through the pass as
// before, handing each client's buffer (shared by the clients given the same frames, frame-path.ts)
// to the threads in chunks, round robin, and the pass ends when every chunk is answered.
import type { Worker } from 'node:worker_threads';
import { startThreadFile } from '../../plugins/storage/workers/start-worker.ts';
import { SocketGate } from './socket-gate.ts';

/** One chunk of a pass for one thread: descriptors and, for each, which of the buffers it gets. */
export interface WriteJob {
  id: number;
  wires: Uint8Array[];
  fds: Int32Array;
  which: Int32Array;
}

/** Bytes written to each descriptor of the job (negative: the connection is gone). */
export interface WriteResult {
  id: number;
  written: Int32Array;
}

interface Chunk {
  gates: SocketGate[];
  fds: number[];
  which: number[];
  wires: Uint8Array[];
  wireIndex: Map<Uint8Array, number>;
}

function emptyChunk(): Chunk {
  return { gates: [], fds: [], which: [], wires: [], wireIndex: new Map() };
}

/** The writes of one pass: {@link lend} each client's socket, then {@link end}. */
export class WritePass {
  private chunk = emptyChunk();
  private open = 0;
  private ended: (() => void) | undefined;

  constructor(private readonly writers: SocketWriters) {}

  /** Lends the socket for `wire` when it can be lent now; false: the caller writes it itself. */
  lend(socket: object, wire: Uint8Array): boolean {
    const gate = SocketGate.of(socket);
    const fd = gate.lend();
    if (fd === undefined) return false;
    const chunk = this.chunk;
    let index = chunk.wireIndex.get(wire);
    if (index === undefined) {
      index = chunk.wires.length;
      chunk.wires.push(wire);
      chunk.wireIndex.set(wire, index);
    }
    chunk.gates.push(gate);
    chunk.fds.push(fd);
    chunk.which.push(index);
    if (chunk.gates.length >= this.writers.chunkSize) this.dispatch();
    return true;
  }

  /** Sends what is left; `done` runs once every lent socket is settled (now, when none is out). */
  end(done: () => void): void {
    this.dispatch();
    if (this.open === 0) done();
    else this.ended = done;
  }

  private dispatch(): void {
    const chunk = this.chunk;
    if (chunk.gates.length === 0) return;
    this.chunk = emptyChunk();
    this.open += 1;
    this.writers.send(chunk, (written) => {
      for (let i = 0; i < chunk.gates.length; i += 1)
        chunk.gates[i]!.settle(written?.[i] ?? 0, chunk.wires[chunk.which[i]!]!);
      this.open -= 1;
      if (this.open === 0 && this.ended !== undefined) {
        const done = this.ended;
        this.ended = undefined;
        done();
      }
    });
  }
}

export interface SocketWritersOptions {
  /** Threads (0: none, the main thread writes every socket). */
  threads: number;
  /** Least clients in a pass for it to use the threads (a few sockets are cheaper written here). */
  minClients: number;
  /** Sockets per chunk handed to one thread. */
  chunkSize?: number;
}

export class SocketWriters {
  readonly chunkSize: number;
  /** Sockets written by each thread, and the chunks each was given. */
  readonly stats = { writes: [] as number[], chunks: [] as number[] };
  private threads: Worker[] = [];
  private online = 0;
  private next = 0;
  private sequence = 0;
  private readonly waiting = new Map<number, { thread: Worker; settle: (written?: Int32Array) => void }>();
  private closing: Promise<void> | undefined;

  constructor(private readonly options: SocketWritersOptions) {
    this.chunkSize = options.chunkSize ?? 256;
  }

  /** A pass over `clients` clients gets a {@link WritePass} when the threads are up and it is big enough. */
  passFor(clients: number): WritePass | undefined {
    if (this.options.threads <= 0 || clients < this.options.minClients || this.closing !== undefined)
      return undefined;
    this.start();
    return this.online === this.threads.length && this.online > 0 ? new WritePass(this) : undefined;
  }

  /** Starts the threads (once). */
  start(): void {
    if (this.threads.length > 0 || this.options.threads <= 0 || this.closing !== undefined) return;
    for (let i = 0; i < this.options.threads; i += 1) {
      const thread = startThreadFile(new URL('./socket-writer-thread.ts', import.meta.url), {});
      thread.on('online', () => (this.online += 1));
      thread.on('message', (result: WriteResult) => this.answered(result.id, result.written));
      thread.on('error', () => this.lost(thread));
      thread.on('exit', () => this.lost(thread));
      thread.unref();
      this.threads.push(thread);
      this.stats.writes.push(0);
      this.stats.chunks.push(0);
    }
  }

  /** True once every thread is running. */
  get ready(): boolean {
    return this.online > 0 && this.online === this.threads.length;
  }

  send(chunk: Chunk, settle: (written?: Int32Array) => void): void {
    const index = this.next % this.threads.length;
    const thread = this.threads[index]!;
    this.next += 1;
    this.stats.writes[index]! += chunk.fds.length;
    this.stats.chunks[index]! += 1;
    this.sequence += 1;
    const job: WriteJob = {
      id: this.sequence,
      wires: chunk.wires,
      fds: Int32Array.from(chunk.fds),
      which: Int32Array.from(chunk.which),
    };
    this.waiting.set(job.id, { thread, settle });
    thread.postMessage(job);
  }

  /** Waits for the chunks out, then stops the threads. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      while (this.waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.all(this.threads.map((thread) => thread.terminate()));
      this.threads = [];
      this.online = 0;
    })();
    return this.closing;
  }

  private answered(id: number, written?: Int32Array): void {
    const waiting = this.waiting.get(id);
    if (waiting === undefined) return;
    this.waiting.delete(id);
    waiting.settle(written);
  }

  /** A thread that fails: its chunks are settled as unwritten (the main thread writes them), no more passes use threads. */
  private lost(thread: Worker): void {
    if (this.closing !== undefined && this.threads.length === 0) return;
    this.online = -1;
    for (const [id, waiting] of [...this.waiting]) if (waiting.thread === thread) this.answered(id);
  }
}
