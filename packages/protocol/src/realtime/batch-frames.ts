// The realtime channel's batch frames (docs/api.md, "Batch frames"): constants only, in a module
// of their own: imported from public-messages.ts by the web client's socket code, they split the
// board route's chunks (38 -> 41, 3.7 KB more on the wire before the board renders).

/**
 * Socket.IO event carrying several public messages in one frame, `[{"data": {...}}, ...]` in
 * publish order: sent instead of `public` (whenever a flush has more than one message for the
 * client) to clients that ask for it in their handshake (`auth` `BATCHED_FRAMES_AUTH`).
 */
export const PUBLIC_BATCH_EVENT = 'publics';

/** Handshake `auth` of a client that reads {@link PUBLIC_BATCH_EVENT}. */
export const BATCHED_FRAMES_AUTH = { frames: 'batch' } as const;
