// The order writer's options, figures and batch observers (plugins/storage/order-writer/writer-types.ts).
export type { BatchObserver, GroupCommitOptions } from '../../plugins/storage/order-writer/writer-types.ts';
