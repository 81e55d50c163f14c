// A socket writer thread (socket-writers.ts): writes each lent descriptor its buffer with one
// `write` system call (more only after a partial write), never waiting: a full kernel buffer ends
// that descriptor's write and the main thread writes the rest. Answers how many bytes each took.
import { writeSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { WriteJob, WriteResult } from './socket-writers.ts';

function writeAll(fd: number, bytes: Uint8Array): number {
  let written = 0;
  while (written < bytes.length) {
    try {
      const n = writeSync(fd, bytes, written, bytes.length - written);
      if (n <= 0) break;
      written += n;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A full buffer keeps what was written; any other error means the connection is gone.
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK') break;
      return -1;
    }
  }
  return written;
}

parentPort!.on('message', (job: WriteJob) => {
  const written = new Int32Array(job.fds.length);
  for (let i = 0; i < job.fds.length; i += 1) written[i] = writeAll(job.fds[i]!, job.wires[job.which[i]!]!);
  const result: WriteResult = { id: job.id, written };
  parentPort!.postMessage(result, [written.buffer]);
});
