// `GET /config.json` (ARCHITECTURE §4): where each host lives and the server's market time.
import { z } from 'zod';

export const appConfigSchema = z.object({
  version: z.string(),
  boardBase: z.string(),
  infoBase: z.string(),
  tradingBase: z.string(),
  bondBase: z.string(),
  realtimeUrl: z.string(),
  realtimePath: z.string(),
  /** ISO 8601 market time (Asia/Ho_Chi_Minh) when the server answered. */
  marketTime: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'marketTime must be an ISO date'),
  clock: z.enum(['demo', 'real']),
  simulated: z.boolean(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
