import type { $ZodType, output } from 'zod/v4/core';
import * as z from './zod-mini.ts';

/** Outcome of parsing wire input: a typed value or a readable error message. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Wraps a zod safeParse (of a classic or a mini schema) into a {@link ParseResult} with a one-paragraph message. */
export function parseWith<S extends $ZodType>(schema: S, input: unknown): ParseResult<output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: z.prettifyError(result.error) };
}

/** V8 quotes the text it failed on (`, "…" is not valid JSON`, or a window of it with `...`). */
const QUOTED_SOURCE = /,\s*(?:\.\.\.)?".*"(?:\.\.\.)?\s+is not valid JSON\s*$/s;

/**
 * Parses JSON text without throwing; a syntax error becomes a {@link ParseResult} error. The reason
 * never quotes the text (it goes back to the client and may be logged; the text may hold a password,
 * a PIN, an OTP or a session id).
 */
export function parseJsonText(text: string): ParseResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, error: `invalid JSON: ${(cause as Error).message.replace(QUOTED_SOURCE, '')}` };
  }
}
