// Per-address and global throttles of the guessable entry points (Login, ForgotPassword,
// ResetPassword.pt; the open-account commands have their own): @fastify/rate-limit's limiters, counted in Redis when REDIS_URL is set (every
// node shares them), else in this process. Each login attempt costs ~16 ms of hashing; the global
// limit keeps a flood from many addresses from taking the cores. Refusals are -8122.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { SenError } from '../../plugins/errors/sen-error.ts';

export interface AttemptLimits {
  /** Attempts per minute from one address (IPv6: its /56). */
  perAddressPerMinute: number;
  /** Attempts per second from all addresses together (none when left out). */
  globalPerSecond?: number | undefined;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export class AttemptThrottle {
  constructor(private readonly limiters: readonly Limiter[]) {}

  /** Counts one attempt of `request`; throws -8122 when its address or everyone is over the limit. */
  async check(request: FastifyRequest): Promise<void> {
    for (const limiter of this.limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw new SenError('tooManyAttempts', { seconds: Math.max(1, result.ttlInSeconds) });
    }
  }
}

/** Registers the limiters in their own scope (no route is limited by the plugin itself). */
export async function createAttemptThrottle(
  app: FastifyInstance,
  limits: AttemptLimits,
  redisUrl: string | undefined,
  /** The limiters' key prefix in Redis: each throttle counts apart from the others. */
  nameSpace = 'sen-attempts-',
): Promise<AttemptThrottle> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  let limiters: Limiter[] = [];
  await app.register(async (scope) => {
    // A store that cannot answer lets the attempt through: the per-account counters still hold.
    await scope.register(rateLimit, { global: false, redis, nameSpace, skipOnError: true });
    limiters = [scope.createRateLimit({ max: limits.perAddressPerMinute, timeWindow: 60_000 })];
    if (limits.globalPerSecond !== undefined)
      limiters.push(
        scope.createRateLimit({ max: limits.globalPerSecond, timeWindow: 1_000, keyGenerator: () => 'all' }),
      );
  });
  return new AttemptThrottle(limiters);
}
