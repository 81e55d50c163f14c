import type { z } from 'zod';
import { prettifyError } from 'zod';

/** Outcome of parsing wire input: a typed value or a readable error message. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Wraps a zod safeParse into a {@link ParseResult} with a one-paragraph message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: prettifyError(result.error) };
}

/** Parses JSON text without throwing; a syntax error becomes a {@link ParseResult} error. */
export function parseJsonText(text: string): ParseResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, error: `invalid JSON: ${(cause as Error).message}` };
  }
}
