// The server's configuration, parsed once from the environment (ARCHITECTURE §6).
export interface ServerEnv {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  clock: 'demo' | 'real';
  clockStart: string;
  clockSpeed: number;
  seed: number;
  demoUsers: boolean;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

export function loadEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const clock = source.SEN_CLOCK === 'real' ? 'real' : 'demo';
  return {
    port: Number(source.PORT ?? 8080),
    dataDir: source.SEN_DATA_DIR ?? './data',
    databaseUrl: source.DATABASE_URL || undefined,
    redisUrl: source.REDIS_URL || undefined,
    clock,
    clockStart: source.SEN_CLOCK_START ?? '09:00',
    clockSpeed: Number(source.SEN_CLOCK_SPEED ?? 1),
    seed: Number(source.SEN_SEED ?? 1),
    demoUsers: source.SEN_DEMO_USERS ? source.SEN_DEMO_USERS !== 'off' && source.SEN_DEMO_USERS !== '0' : clock === 'demo',
    logLevel: (source.LOG_LEVEL as ServerEnv['logLevel']) ?? 'info',
  };
}
