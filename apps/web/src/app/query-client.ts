import { QueryClient } from '@tanstack/react-query';

/** Statuses a later try may answer otherwise: a request timeout and too many requests. */
const RETRIED_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 429]);
const RETRIES = 2;

/**
 * Whether a failed query is tried again: a server or network failure twice, a client error (an
 * unknown symbol's 404, a bad parameter's 400) never: the same request gets the same answer, and
 * the section's error would wait seconds of retries before it shows.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && !RETRIED_CLIENT_ERRORS.has(status))
    return false;
  return failureCount < RETRIES;
}

/** One query client: data refreshes on its own intervals, not on window focus (the board decides). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}
