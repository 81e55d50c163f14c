// JSON over HTTP, every reply parsed by its schema: a reply that does not match is an error,
// never silently half-used data.
import type { $ZodType, output } from 'zod/v4/core';
import { parse } from 'zod/mini';

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

/** Joins a host base from /config.json and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** GETs JSON and parses it with `schema` (a zod or zod/mini schema); a mismatch throws. */
export async function getJson<S extends $ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<output<S>> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, url);
  return parse(schema, await response.json());
}
