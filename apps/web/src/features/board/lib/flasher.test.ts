import { describe, expect, it } from 'vitest';
import { createFlasher } from './flasher';

describe('flasher', () => {
  it('adds the class and removes it after the period, renewed by a second change', () => {
    let time = 0;
    const timers: { at: number; run: () => void }[] = [];
    const flash = createFlasher(
      500,
      () => time,
      (run, ms) => timers.push({ at: time + ms, run }),
    );
    const advance = (to: number) => {
      time = to;
      for (const timer of timers.splice(0).filter((t) => t.at <= to)) timer.run();
    };
    const cell = document.createElement('div');
    flash(cell, 'up');
    expect(cell.classList.contains('up')).toBe(true);
    time = 300;
    flash(cell, 'down');
    expect(cell.className).toBe('down');
    advance(500);
    expect(cell.className).toBe('down');
    advance(800);
    expect(cell.className).toBe('');
  });
});

describe('flasher clear', () => {
  it("removes an element's flash before its time, and leaves other elements flashing", () => {
    const timers: (() => void)[] = [];
    const flash = createFlasher(
      500,
      () => 0,
      (run) => timers.push(run),
    );
    const [a, b, c] = ['div', 'div', 'div'].map((tag) => document.createElement(tag)) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    flash(a, 'up');
    flash(b, 'down');
    flash.clear(a);
    flash.clear(c);
    expect([a.className, b.className, c.className]).toEqual(['', 'down', '']);
    // A later flash of the cleared element is its own.
    flash(a, 'down');
    expect(a.className).toBe('down');
  });
});
