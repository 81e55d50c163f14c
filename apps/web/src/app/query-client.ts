import { QueryClient } from '@tanstack/react-query';

/** One query client: data refreshes on its own intervals, not on window focus (the board decides). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: 2 },
    },
  });
}
