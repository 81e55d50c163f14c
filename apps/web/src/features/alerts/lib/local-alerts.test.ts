import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteLocalAlert,
  evaluateLocalAlerts,
  LOCAL_ALERTS_KEY,
  localAlertStore,
  parseLocalAlerts,
  saveLocalAlert,
} from './local-alerts';

const quote = (last: number) => ({ last, reference: 20_000, ceiling: 21_400, floor: 18_600, totalVolume: 0 });

describe('a visitor price alerts', () => {
  beforeEach(() => localAlertStore.set([]));

  it('keeps them in local storage and drops what does not parse', () => {
    const saved = saveLocalAlert(
      { symbol: 'FPT', kind: 'priceAbove', threshold: 20_500, repeat: 'once', active: true },
      1,
    );
    expect(saved.ok).toBe(true);
    const stored = localStorage.getItem(LOCAL_ALERTS_KEY);
    expect(parseLocalAlerts(stored)).toHaveLength(1);
    expect(parseLocalAlerts('[{"id":1}, 3]')).toEqual([]);
    expect(parseLocalAlerts('not json')).toEqual([]);
  });

  it('refuses a bad threshold, a missing id and a 51st active alert with the catalogue codes', () => {
    expect(
      saveLocalAlert({ symbol: 'FPT', kind: 'priceAbove', threshold: 0, repeat: 'once', active: true }, 1),
    ).toEqual({
      ok: false,
      code: -8803,
    });
    expect(
      saveLocalAlert({ symbol: 'FPT', kind: 'floor', threshold: 0, repeat: 'once', active: true }, 1, 'nope'),
    ).toEqual({ ok: false, code: -8802 });
    for (let i = 0; i < 50; i += 1)
      saveLocalAlert(
        { symbol: 'FPT', kind: 'priceAbove', threshold: 20_000 + i, repeat: 'once', active: true },
        i,
      );
    expect(
      saveLocalAlert(
        { symbol: 'FPT', kind: 'priceAbove', threshold: 30_000, repeat: 'once', active: true },
        60,
      ),
    ).toEqual({ ok: false, code: -8801 });
    expect(localAlertStore.get()).toHaveLength(50);
  });

  it('fires a once alert one time and a rearm alert again after its condition ended', () => {
    const once = saveLocalAlert(
      { symbol: 'FPT', kind: 'priceAbove', threshold: 20_500, repeat: 'once', active: true },
      1,
    );
    saveLocalAlert(
      { symbol: 'FPT', kind: 'priceAbove', threshold: 20_500, repeat: 'rearm', active: true },
      2,
    );
    const fires = [20_400, 20_500, 20_600, 20_400, 20_700].map((price, i) =>
      evaluateLocalAlerts('FPT', quote(price), 10 + i).map((a) => `${a.repeat}@${a.lastPrice}`),
    );
    expect(fires).toEqual([[], ['rearm@20500', 'once@20500'], [], [], ['rearm@20700']]);
    expect(localAlertStore.get().find((a) => once.ok && a.id === once.alert.id)).toMatchObject({
      status: 'fired',
      firedAt: 11,
    });
    deleteLocalAlert(once.ok ? once.alert.id : '');
    expect(localAlertStore.get()).toHaveLength(1);
  });
});
