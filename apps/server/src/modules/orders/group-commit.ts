// The order writer as the orders module sees it: a queue of jobs, run in batches and acknowledged
// once durable (plugins/storage/order-writer/group-commit.ts, where each connection kind's way of
// committing lives).
export { GroupCommit } from '../../plugins/storage/order-writer/group-commit.ts';
export type { BatchObserver, GroupCommitOptions } from './writer-types.ts';
