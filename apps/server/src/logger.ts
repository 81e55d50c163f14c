// pino options for Fastify: structured JSON, secrets redacted wherever they appear (headers,
// bodies logged by a module, errors), nothing at all when the level is silent.
import type { FastifyServerOptions } from 'fastify';

const SECRET_KEYS = ['password', 'pass', 'pin', 'otp', 'session', 'sid', 'token', 'p2'];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}
