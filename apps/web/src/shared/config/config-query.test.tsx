import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketClockStore, marketNow, resetMarketClock } from '@/shared/lib/market-clock';
import { appConfigQuery } from './config-query';
import { CONFIG_ELEMENT_ID, resetInlineConfig } from './inline-config';
import { testConfig } from '@/shared/testing/test-config';

const config = testConfig;

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

function render() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useQuery(appConfigQuery), { wrapper });
}

let requests: string[];
beforeEach(() => {
  resetInlineConfig();
  resetMarketClock();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify({ ...config, marketTime: '2026-03-02T11:00:00+07:00' }), {
        status: 200,
      });
    }),
  );
});
afterEach(() => {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the client configuration', () => {
  it('is read from the page when the server inlined it: there at the first render, no request, the market clock set as of the page', async () => {
    inline(JSON.stringify(config));
    // The page's first byte came 5 ms after the navigation started (jsdom has no navigation entry).
    const navigation = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ responseStart: 5 } as PerformanceNavigationTiming]);
    const observedAt = performance.timeOrigin + 5;
    const { result } = render();
    expect(result.current.data).toEqual(config);
    // The page's market time was the server's when the page arrived, not when the script read it.
    const expected = Date.parse(config.marketTime) + (Date.now() - observedAt);
    expect(Math.abs(marketNow()! - expected)).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    navigation.mockRestore();
  });

  it.each([
    ['no element', null],
    ['not JSON', '{"boardBase":'],
    ['not the shape', JSON.stringify({ ...config, boardBase: 7 })],
  ])('is asked for when there is %s', async (_case, text) => {
    if (text !== null) inline(text);
    const { result } = render();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data?.marketTime).toBe('2026-03-02T11:00:00+07:00'));
    expect(requests).toEqual(['/config.json']);
  });

  it("sets the market clock's pace from the reply: the demo clock's speed and day", async () => {
    inline(JSON.stringify({ ...config, clockSpeed: 10, dayStart: '15:05:00', dayEnd: '15:10:00' }));
    render();
    expect(marketClockStore.get()).toMatchObject({ speed: 10, day: { start: 54_300, end: 54_600 } });
  });
});
