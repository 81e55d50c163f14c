// The board's snapshot reloads when the market starts a new trading day (the day's references,
// such as an ex-date's adjusted one, come with a snapshot), not on every market status.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useQuoteSnapshot } from './use-quote-snapshot';

const listeners = new Map<number, Set<(message: unknown) => void>>();
vi.mock('@/shared/lib/realtime/realtime', () => ({
  realtime: {
    onMessage: (id: number, listener: (message: unknown) => void) => {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => set.delete(listener);
    },
    ensureConnected: () => undefined,
  },
}));
vi.mock('@/shared/config/config-query', () => ({ useAppConfig: () => ({ boardBase: '/board' }) }));

const status = (marketTime: string, phase = 'PRE_OPEN') => ({
  id: 6666,
  mc: '10',
  status: 'P',
  phase,
  time: marketTime.slice(11, 19),
  marketTime,
});
const emit = (message: unknown) => {
  for (const listener of listeners.get(6666) ?? []) listener(message);
};

describe('useQuoteSnapshot', () => {
  it('reloads the snapshot at the first market status of a new market date only', async () => {
    const fetcher = vi.fn(() => Promise.resolve([]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useQuoteSnapshot('vn30', fetcher), { wrapper });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    emit(status('2027-08-26T14:45:00+07:00', 'CLOSED'));
    emit(status('2027-08-26T15:00:00+07:00', 'CLOSED'));
    emit({ id: 6666, marketTime: 'not a time' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).toHaveBeenCalledTimes(1);
    emit(status('2027-08-27T08:00:00+07:00'));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    emit(status('2027-08-27T08:45:00+07:00', 'ATO'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
