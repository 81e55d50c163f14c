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
