import * as z from './zod-mini.ts';

const timeOfDay = z.string().check(z.regex(/^\d{2}:\d{2}:\d{2}$/));

/** `GET /config.json` (ARCHITECTURE §4): where each host lives and the server's market time. */
export const clientConfigSchema = z.object({
  version: z.string().check(z.minLength(1)),
  /** Wire protocol version (see PROTOCOL_VERSION); absent from servers older than it. */
  protocolVersion: z.optional(z.string()),
  boardBase: z.string(),
  infoBase: z.string(),
  tradingBase: z.string(),
  bondBase: z.string(),
  realtimeUrl: z.string(),
  realtimePath: z.string().check(z.startsWith('/')),
  /** The server's market time when it answered, ISO 8601 with the +07:00 offset. */
  marketTime: z.iso.datetime({ offset: true }),
  clock: z.enum(['demo', 'real']),
  /** Market seconds per wall second (the demo clock's speed, 1 for the real clock); absent from older servers: 1. */
  clockSpeed: z.optional(z.number().check(z.positive(), z.maximum(1000))),
  /** Demo clock: the time of day ('HH:MM:SS') its virtual day starts at. */
  dayStart: z.optional(timeOfDay),
  /** Demo clock: the time of day ('HH:MM:SS') its virtual day ends at, the next trading day following at once. */
  dayEnd: z.optional(timeOfDay),
  simulated: z.boolean(),
});
export type ClientConfig = z.output<typeof clientConfigSchema>;
