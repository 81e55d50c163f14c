// The server's configuration, parsed once from the environment by a schema (ARCHITECTURE §6).
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** Where the built web app lives when not overridden: `apps/web/dist` of this checkout. */
const defaultWebDir = (): string => fileURLToPath(new URL('../../web/dist', import.meta.url));

const onOff = z
  .string()
  .optional()
  .transform((value) =>
    value === undefined ? undefined : !['off', '0', 'false', 'no'].includes(value.toLowerCase()),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  SEN_DATA_DIR: z.string().min(1).default('./data'),
  SEN_WEB_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SEN_CLOCK: z.enum(['demo', 'real']).default('demo'),
  SEN_CLOCK_START: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'SEN_CLOCK_START must be HH:MM or HH:MM:SS')
    .default('09:00'),
  SEN_CLOCK_SPEED: z.coerce.number().positive().max(1000).default(1),
  SEN_CLOCK_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'SEN_CLOCK_DATE must be yyyy-mm-dd')
    .refine((d) => !Number.isNaN(Date.parse(d)), 'SEN_CLOCK_DATE must be a date')
    .optional(),
  SEN_SEED: z.coerce.number().int().default(1),
  SEN_SYMBOLS: z
    .string()
    .regex(/^[A-Z0-9]+(,[A-Z0-9]+)*$/, 'SEN_SYMBOLS must be symbols separated by commas')
    .optional(),
  SEN_DEMO_USERS: onOff,
  SEN_TICK_MS: z.coerce.number().int().min(10).max(5000).default(200),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SEN_AUTH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  SEN_AUTH_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(50),
  SEN_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SEN_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  SEN_PUBLIC_ORIGINS: z.string().default('*'),
});

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  /** Folder of the built web app (index.html and assets). */
  webDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  clock: 'demo' | 'real';
  /** Market time of day the demo clock starts at, `HH:MM` or `HH:MM:SS`. */
  clockStart: string;
  clockSpeed: number;
  /** Demo: the first trading day (on or after this date); default the wall clock's market date. */
  clockDate?: string | undefined;
  seed: number;
  /** Simulate only these symbols (SEN_SYMBOLS, for fast demos and tests); default the whole universe. */
  symbols?: readonly string[] | undefined;
  demoUsers: boolean;
  /** Wall-clock milliseconds between two advances of the simulated exchange. */
  tickMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Login, ForgotPassword and ResetPassword attempts per minute from one address. */
  authLimitPerAddress: number;
  /** The same attempts per second from all addresses together. */
  authLimitGlobal: number;
  /**
   * Slow clients (slowloris): a connection whose request head is not complete this long after it
   * opened is closed (Node's `headersTimeout`), and one whose whole request is not in after
   * `requestTimeoutMs` (`requestTimeout`); Node checks both every `checkEveryMs`.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; checkEveryMs: number };
  /**
   * Origins whose pages may read the public market data (board and info hosts, the board paths at
   * the root): `SEN_PUBLIC_ORIGINS`, comma-separated; `*` (the default) any; `self` none but the
   * server's own. The realtime channel follows it unless SEN_REALTIME_ORIGINS is set.
   */
  publicOrigins: string[];
}

/** Parses the environment; throws one readable error naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.SEN_DATA_DIR,
    webDir: e.SEN_WEB_DIR ?? defaultWebDir(),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    clock: e.SEN_CLOCK,
    clockStart: e.SEN_CLOCK_START,
    clockSpeed: e.SEN_CLOCK_SPEED,
    clockDate: e.SEN_CLOCK_DATE,
    seed: e.SEN_SEED,
    symbols: e.SEN_SYMBOLS?.split(','),
    demoUsers: e.SEN_DEMO_USERS ?? e.SEN_CLOCK === 'demo',
    tickMs: e.SEN_TICK_MS,
    logLevel: e.LOG_LEVEL,
    authLimitPerAddress: e.SEN_AUTH_LIMIT_PER_ADDRESS,
    authLimitGlobal: e.SEN_AUTH_LIMIT_GLOBAL,
    http: {
      headersTimeoutMs: e.SEN_HEADERS_TIMEOUT_MS,
      // Node refuses a request timeout shorter than the headers timeout.
      requestTimeoutMs: Math.max(e.SEN_REQUEST_TIMEOUT_MS, e.SEN_HEADERS_TIMEOUT_MS),
      checkEveryMs: Math.min(1_000, e.SEN_HEADERS_TIMEOUT_MS),
    },
    publicOrigins: e.SEN_PUBLIC_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '' && origin !== 'self'),
  };
}
