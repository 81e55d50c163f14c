import { z } from 'zod';

/** `GET /config.json` (ARCHITECTURE §4): where each host lives and the server's market time. */
export const clientConfigSchema = z.object({
  version: z.string().min(1),
  /** Wire protocol version (see PROTOCOL_VERSION); absent from servers older than it. */
  protocolVersion: z.string().optional(),
  boardBase: z.string(),
  infoBase: z.string(),
  tradingBase: z.string(),
  bondBase: z.string(),
  realtimeUrl: z.string(),
  realtimePath: z.string().startsWith('/'),
  /** The server's market time when it answered, ISO 8601 with the +07:00 offset. */
  marketTime: z.iso.datetime({ offset: true }),
  clock: z.enum(['demo', 'real']),
  simulated: z.boolean(),
});
export type ClientConfig = z.output<typeof clientConfigSchema>;
