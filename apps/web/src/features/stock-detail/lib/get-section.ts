// GET of one stock-detail section: a reply that is not OK keeps its body (spec §3 stores the
// error body and time), a reply that does not match its schema is an error too.
import { z } from 'zod';

export class SectionRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(body === '' ? `HTTP ${status}` : body);
    this.name = 'SectionRequestError';
  }
}

/** The readable part of an error body: the JSON `message` of a Sen error reply, else the text. */
export function errorBodyText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return (parsed as { message: string }).message;
    }
  } catch {
    // not JSON: the text as it came
  }
  return body.slice(0, 300);
}

export async function getSection<S extends z.core.$ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new SectionRequestError(response.status, errorBodyText(await response.text()));
  return z.parse(schema, await response.json());
}

/** Query string of named values, skipping undefined ones. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
