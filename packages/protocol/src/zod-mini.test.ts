import { describe, expect, it } from 'vitest';
import * as classic from 'zod';
import * as z from './zod-mini.ts';

describe('zod-mini: zod/mini with compiled objects', () => {
  it('gives each object its own shape (extended and spread shapes included)', () => {
    const a = z.object({ a: z.string() });
    const b = z.strictObject({ b: z.number() });
    expect(Object.keys(a.shape)).toEqual(['a']);
    expect(Object.keys(b.shape)).toEqual(['b']);
    expect(Object.keys(z.extend(a, { c: z.boolean() }).shape)).toEqual(['a', 'c']);
    expect(Object.keys(classic.z.object({ ...b.shape, d: classic.z.string() }).shape)).toEqual(['b', 'd']);
  });

  it('parses and refuses as zod does, with English messages, strict and loose as named', () => {
    const schema = z.object({ n: z.int().check(z.nonnegative()), s: z.optional(z.string()) });
    expect(schema.parse({ n: 3, extra: 1 })).toEqual({ n: 3 });
    const refused = schema.safeParse({ n: -1 });
    expect(refused.success).toBe(false);
    expect(z.prettifyError(refused.error!)).toContain('Too small');
    expect(z.strictObject({ n: z.number() }).safeParse({ n: 1, x: 2 }).success).toBe(false);
    expect(z.looseObject({ n: z.number() }).parse({ n: 1, x: 2 })).toEqual({ n: 1, x: 2 });
    expect(schema).toBeInstanceOf(z.ZodMiniObject);
  });
});
