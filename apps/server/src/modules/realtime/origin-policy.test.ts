import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin-policy.ts';

const req = (headers: Record<string, string>) => ({ headers });

describe('isOriginAllowed', () => {
  it.each([
    ['no Origin (non-browser client)', { host: 'sen.local:8080' }, [], true],
    ['same origin', { host: 'sen.local:8080', origin: 'http://sen.local:8080' }, [], true],
    [
      'same origin behind a proxy',
      { host: '127.0.0.1:8080', 'x-forwarded-host': 'board.sen.vn', origin: 'https://board.sen.vn' },
      [],
      true,
    ],
    ['other site', { host: 'sen.local:8080', origin: 'https://evil.example' }, [], false],
    ['other port', { host: 'sen.local:8080', origin: 'http://sen.local:9999' }, [], false],
    ['allow-listed', { host: 'sen.local:8080', origin: 'https://app.sen.vn' }, ['https://app.sen.vn'], true],
    ['wildcard', { host: 'sen.local:8080', origin: 'https://any.example' }, ['*'], true],
    ['malformed Origin', { host: 'sen.local:8080', origin: 'not a url' }, [], false],
  ])('%s', (_name, headers, allowed, expected) => {
    expect(isOriginAllowed(req(headers), allowed)).toBe(expected);
  });
});
