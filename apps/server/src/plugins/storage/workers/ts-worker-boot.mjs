// Source runs only (tsx, vitest): a worker thread does not inherit the loader of the thread that
// starts it, so it registers tsx's before importing its TypeScript entry (start-worker.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
