import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

it('redacts secrets wherever they appear in a log line', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions('info');
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.log.info(
    { password: 'hunter2', data: { pin: '1234', otp: '999999' }, user: { session: 'abc', name: 'demo' } },
    'login',
  );
  await app.close();
  const text = lines.join('');
  for (const secret of ['hunter2', '1234', '999999', 'abc']) expect(text).not.toContain(secret);
  expect(text).toContain('demo');
  expect(text).toContain('[redacted]');
});

it('logs nothing at level silent', () => {
  expect(loggerOptions('silent')).toBe(false);
});
