// pino options for Fastify: structured JSON, secrets redacted wherever they appear (headers,
// bodies logged by a module, errors), nothing at all when the level is silent.
import { loginCommand, wireKeyOf } from '@sen/protocol';
import type { FastifyServerOptions } from 'fastify';

// A login body carries the password under its wire key too.
const SECRET_KEYS = [
  'password',
  'pass',
  'pin',
  'otp',
  'session',
  'sid',
  'token',
  wireKeyOf(loginCommand, 'password'),
];

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
