import { describe, expect, it } from 'vitest';
import { MarketClock } from './market-clock.ts';
import { marketDateOf, marketIsoText, marketTimeAt, secondsOfDayOf } from './market-time.ts';

const wall = (iso: string): number => Date.parse(iso);

describe('market time', () => {
  it('is UTC+7 all year', () => {
    const t = wall('2025-05-05T20:30:00Z');
    expect(marketDateOf(t)).toBe('2025-05-06');
    expect(secondsOfDayOf(t)).toBe(3 * 3600 + 30 * 60);
    expect(marketIsoText(t)).toBe('2025-05-06T03:30:00.000+07:00');
    expect(marketTimeAt('2025-05-06', 3 * 3600 + 30 * 60)).toBe(t);
  });

  it('changes date at market midnight (17:00 UTC), whichever way the instants go', () => {
    const midnight = wall('2025-05-05T17:00:00Z');
    const instants: [number, string][] = [
      [midnight - 1, '2025-05-05'],
      [midnight, '2025-05-06'],
      [midnight - 1, '2025-05-05'],
      [midnight + 86_400_000 - 1, '2025-05-06'],
      [midnight + 86_400_000, '2025-05-07'],
      [wall('1969-12-31T16:59:59.999Z'), '1969-12-31'],
      [wall('1969-12-31T17:00:00Z'), '1970-01-01'],
      [midnight, '2025-05-06'],
    ];
    for (const [time, date] of instants) expect(marketDateOf(time)).toBe(date);
  });
});

describe('MarketClock', () => {
  it('real mode is the wall instant, with the real timetable and closed weekends', () => {
    let now = wall('2025-05-05T02:20:00Z'); // Monday 09:20 ICT
    const clock = new MarketClock({ mode: 'real', now: () => now });
    expect(clock.marketTime()).toBe(now);
    expect(clock.phases()).toEqual({
      HSX: 'CONTINUOUS',
      HNX: 'CONTINUOUS',
      UPCOM: 'CONTINUOUS',
      DERIV: 'CONTINUOUS',
    });
    now = wall('2025-05-10T03:00:00Z'); // Saturday 10:00 ICT
    expect(clock.phases()).toEqual({ HSX: 'CLOSED', HNX: 'CLOSED', UPCOM: 'CLOSED', DERIV: 'CLOSED' });
  });

  it('demo mode starts a virtual day at 09:00 and runs at its speed', () => {
    let now = wall('2025-05-05T15:00:00Z'); // 22:00 ICT Monday: the demo still shows a live morning
    const clock = new MarketClock({ mode: 'demo', now: () => now, speed: 10 });
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-05T09:00:00.000+07:00');
    expect(clock.phases().HSX).toBe('ATO');
    now += 90_000; // 15 virtual minutes
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-05T09:15:00.000+07:00');
    expect(clock.phases().HSX).toBe('CONTINUOUS');
  });

  it('starts at the configured time, not at its first reading a few wall milliseconds later', () => {
    let now = wall('2025-05-05T15:00:00Z');
    const clock = new MarketClock({ mode: 'demo', now: () => now, start: '08:41', speed: 10 });
    now += 123;
    expect(marketIsoText(clock.startTime())).toBe('2025-05-05T08:41:00.000+07:00');
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-05T08:41:01.230+07:00');
    const real = new MarketClock({ mode: 'real', now: () => now });
    now += 5;
    expect(real.startTime()).toBe(now - 5);
  });

  it('demo mode rolls to the next trading day after the close, skipping the weekend', () => {
    let now = wall('2025-05-09T01:00:00Z'); // Friday
    const clock = new MarketClock({ mode: 'demo', now: () => now, start: '14:00', end: '15:10', speed: 60 });
    now += 70 * 1000; // 70 virtual minutes: the end of Friday's day
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-12T14:00:00.000+07:00');
    now += 1000;
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-12T14:01:00.000+07:00');
  });

  it('tells its pace: the demo speed and day, the real clock at 1 with no day', () => {
    const now = () => wall('2025-05-09T01:00:00Z');
    expect(new MarketClock({ mode: 'demo', now, start: '14:00', speed: 60 }).pace()).toEqual({
      speed: 60,
      dayStart: '14:00:00',
      dayEnd: '15:10:00',
    });
    expect(new MarketClock({ mode: 'demo', now, end: '14:30' }).pace()).toEqual({
      speed: 1,
      dayStart: '09:00:00',
      dayEnd: '14:30:00',
    });
    expect(new MarketClock({ mode: 'real', now, speed: 10 }).pace()).toEqual({ speed: 1 });
  });

  it('starts on Monday when created at the weekend', () => {
    const clock = new MarketClock({ mode: 'demo', now: () => wall('2025-05-10T03:00:00Z') });
    expect(marketIsoText(clock.marketTime())).toBe('2025-05-12T09:00:00.000+07:00');
  });

  it('reports each market once per phase change', () => {
    let now = wall('2025-05-05T01:40:00Z'); // 08:40 ICT
    const clock = new MarketClock({ mode: 'real', now: () => now });
    expect(clock.poll().map((status) => `${status.market}:${status.phase}`)).toEqual([
      'HSX:PRE_OPEN',
      'HNX:PRE_OPEN',
      'UPCOM:PRE_OPEN',
      'DERIV:PRE_OPEN',
    ]);
    expect(clock.poll()).toEqual([]);
    now = wall('2025-05-05T01:46:00Z');
    expect(clock.poll().map((status) => `${status.market}:${status.phase}`)).toEqual(['DERIV:ATO']);
  });

  it('refuses a demo day that ends before it starts', () => {
    expect(() => new MarketClock({ mode: 'demo', now: () => 0, start: '15:00', end: '09:00' })).toThrow(
      RangeError,
    );
  });
});

describe('demo clock start date', () => {
  it('starts its first virtual day on the trading day on or after SEN_CLOCK_DATE', () => {
    const clock = new MarketClock({
      mode: 'demo',
      now: () => Date.UTC(2026, 10, 25, 3),
      start: '09:00',
      startDate: '2026-11-28',
    });
    // Saturday 28 November 2026 -> Monday 30 November, 09:00 in Hanoi.
    expect(clock.startTime()).toBe(Date.UTC(2026, 10, 30, 2));
    expect(clock.marketTime()).toBe(Date.UTC(2026, 10, 30, 2));
  });
});

describe('MarketClock.adopt (one market day across nodes)', () => {
  it('a clock built later continues the first clock’s virtual day and start', () => {
    let wall = Date.UTC(2026, 10, 23, 3, 0, 0);
    const first = new MarketClock({ mode: 'demo', now: () => wall, start: '10:00' });
    wall += 95_000;
    const later = new MarketClock({ mode: 'demo', now: () => wall, start: '09:00' });
    expect(later.marketTime()).not.toBe(first.marketTime());
    later.adopt(first.day);
    expect(later.marketTime()).toBe(first.marketTime());
    expect(later.startTime()).toBe(first.startTime());
    expect(first.day.start).toBe('10:00:00');
  });
});
