// Starts one of the storage's worker threads from its TypeScript file. The build bundles each as
// its own entry beside the server (dist/writer-thread.js, dist/checkpoint-thread.js: build.mjs);
// from source (tsx, vitest) the thread first registers tsx's loader (ts-worker-boot.mjs), because a
// worker thread does not inherit the loader of the thread that starts it.
import { Worker, type WorkerOptions } from 'node:worker_threads';

export type WorkerName = 'writer-thread' | 'checkpoint-thread';

export function startWorker(name: WorkerName, options: WorkerOptions): Worker {
  return startThreadFile(new URL(`./${name}.ts`, import.meta.url), options);
}

/**
 * Starts a worker thread from a TypeScript file given by URL (another module's thread, such as the
 * realtime's socket writers): from source through the tsx bootstrap; bundled, the file of the same
 * name with `.js` beside the server (each thread is an entry of build.mjs).
 */
export function startThreadFile(entry: URL, options: WorkerOptions): Worker {
  const bundled = !import.meta.url.endsWith('.ts');
  const name = entry.pathname.slice(entry.pathname.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  if (bundled) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  return new Worker(new URL('./ts-worker-boot.mjs', import.meta.url), {
    ...options,
    workerData: { entry: entry.href, data: options.workerData as unknown },
  });
}

/** The data the worker was started with (under the source bootstrap, it wraps them). */
export function workerDataOf<T>(raw: unknown): T {
  const boot = raw as { entry?: string; data?: T } | null;
  return boot !== null && typeof boot === 'object' && typeof boot.entry === 'string'
    ? boot.data!
    : (raw as T);
}
