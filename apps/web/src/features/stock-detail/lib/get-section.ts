// GET of one stock-detail section: a reply that is not OK keeps its body (spec §3 stores the
// error body and time), a reply that does not match its schema is an error too.
import { z } from 'zod';

export class SectionRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** The JSON `error` of a Sen error reply (`unknown_symbol` ...), when it has one. */
    readonly code?: string,
  ) {
    super(body === '' ? `HTTP ${status}` : body);
    this.name = 'SectionRequestError';
  }
}

/**
 * Whether an error says the info host holds no company for the symbol (404 `unknown_symbol`): a
 * covered warrant, an ETF, a bond or a futures contract has no financials, events, news, profile,
 * company info, associates or insider transfers. Nothing failed, and a retry would answer the same.
 */
export function isNoCompanyData(error: unknown): boolean {
  return error instanceof SectionRequestError && error.status === 404 && error.code === 'unknown_symbol';
}

/** The JSON `error` code of a Sen error reply, if the body is one. */
function errorBodyCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed && typeof parsed === 'object' ? (parsed as { error?: unknown }).error : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
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
  if (!response.ok) {
    const body = await response.text();
    throw new SectionRequestError(response.status, errorBodyText(body), errorBodyCode(body));
  }
  return z.parse(schema, await response.json());
}

/** Query string of named values, skipping undefined ones. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
