/**
 * Version of the Sen wire protocol. Bumped when a schema changes incompatibly; the server sends it
 * in `/config.json` as `protocolVersion` and clients compare it with their own.
 */
export const PROTOCOL_VERSION = '1.0.0';

/** Application version the product reports (spec §1). */
export const APP_VERSION = '2.2.2';
