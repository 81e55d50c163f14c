// The order writer's options, figures and batch observers (plugins/storage/order-writer/writer-types.ts).
export type {
  BatchObserver,
  GroupCommitOptions,
  GroupCommitStats,
} from '../../plugins/storage/order-writer/writer-types.ts';
