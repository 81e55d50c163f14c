// GETs a path of the running test app and parses the reply with its schema, failing with the
// status, the start of the body or the schema's message.
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApp } from './test-app.ts';

export async function expectShape<S extends z.core.$ZodType>(
  t: TestApp,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const reply = await t.get(path);
  expect(reply.status, `${path}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(200);
  const parsed = z.safeParse(schema, reply.body);
  expect(parsed.success, `${path}: ${parsed.error ? z.prettifyError(parsed.error) : ''}`).toBe(true);
  return parsed.data as z.output<S>;
}
