// The footer's market time follows the server's market clock at its pace (a 10x demo clock moves
// ten market seconds a wall second), stays in the demo day and never steps back at a resync.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import {
  resetMarketClock,
  setLocalClock,
  setMarketClockPace,
  syncMarketClock,
} from '@/shared/lib/market-clock';
import { MarketClock } from './market-clock';

let local = 0;
beforeEach(() => {
  vi.useFakeTimers();
  local = 5_000_000;
  setLocalClock(() => local);
});
afterEach(() => {
  vi.useRealTimers();
  resetMarketClock();
  setLocalClock(undefined);
});

/** Wall time passes: the fake local clock and the component's timers. */
function pass(ms: number) {
  for (let step = 0; step < ms; step += 100) {
    local += 100;
    act(() => vi.advanceTimersByTime(100));
  }
}
/** The footer clock after a 10x demo clock's sync to `marketTime`. */
function renderClock(marketTime: string) {
  act(() => {
    setMarketClockPace({ clockSpeed: 10, dayStart: '09:00:00', dayEnd: '15:10:00' });
    syncMarketClock(marketTime);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MarketClock />
    </I18nextProvider>,
  );
}
const shown = () => screen.getByTestId('market-clock').querySelector('.num')?.textContent;

describe('the footer market clock', () => {
  it('advances at the demo clock speed and resyncs without a jump or a step back', () => {
    renderClock('2026-03-02T10:00:00+07:00');
    expect(shown()).toBe('10:00:00');
    pass(1_000);
    expect(shown()).toBe('10:00:10');
    pass(9_000);
    expect(shown()).toBe('10:01:40');
    // The ping's answer, slightly behind after its trip: the time holds, then moves on.
    act(() => syncMarketClock('2026-03-02T10:01:38+07:00'));
    expect(shown()).toBe('10:01:40');
    pass(500);
    expect(shown()).toBe('10:01:43');
  });

  it('holds the demo day last second until the server tells the next day', () => {
    renderClock('2026-03-02T15:09:30+07:00');
    pass(5_000);
    expect(shown()).toBe('15:09:59');
    act(() => syncMarketClock('2026-03-03T09:00:05+07:00'));
    expect(shown()).toBe('09:00:05');
  });
});
