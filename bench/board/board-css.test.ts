// What the board benchmark's traces found, as it stands in the board's CSS (docs/performance.md,
// "Price board under a stream"): the cells are styled for Chromium's paint pipeline under a fast
// stream, in rules a tidy-up could undo without any visible change. (Here rather than in apps/web:
// the web tests run in jsdom, which reads CSS modules as class-name proxies.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(
  new URL('../../apps/web/src/features/board/components/board.module.css', import.meta.url),
  'utf8',
);

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string): Map<string, string> {
  const match = new RegExp(`(^|\\n)${selector.replace(/[.[\]'=]/g, '\\$&')} \\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule ${selector}`);
  const body = match[2]!.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    body
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('board cell styles', () => {
  const cell = rule('.cell');

  it('paints a background at rest, so a flash changes its colour rather than adding one', () => {
    const background = cell.get('background-color');
    expect(background).toBeDefined();
    expect(background).not.toMatch(/^(transparent|none)$/);
    const rest = rule('.scroll').get('--cell-rest');
    expect(rest).toMatch(/\/ 0\.0\d+\)$/);
  });

  it('clips only a text that may not fit, without making a cell a scroll container or a paint layer; the row is the contained box', () => {
    // A clip on each of the some 650 cells on screen is a paint property each that a sort
    // layerises again: only cells marked wide (lib/cell-writer.ts mayOverflow) and the symbol clip.
    expect(cell.has('overflow')).toBe(false);
    expect(rule('.cell[data-wide]').get('overflow')).toBe('clip');
    expect(rule(".cell[data-col='symbol']").get('overflow')).toBe('clip');
    // Layout or paint containment makes a cell a stacking context with its own paint layer: a
    // sort would pre-paint, paint and layerise some 650 of them.
    expect(cell.has('contain')).toBe(false);
    expect(rule('.row').get('contain')).toBe('strict');
  });

  it('is a block with one line of text filling the row (cheaper to lay out again after a sort than a flex box)', () => {
    expect(cell.get('display')).toBe('block');
    // The row is a flex line of cells as wide as their columns (no grid placement or track
    // sizing when a sort rewrites them all); the cells neither grow nor shrink.
    expect(rule('.row').get('display')).toBe('flex');
    expect(cell.get('flex')).toBe('none');
    expect(cell.get('line-height')).toMatch(/^var\(--row-line/);
    expect(rule('.dense .row').get('--row-line')).toBe('18px');
    expect(rule('.compact .row').get('--row-line')).toBe('35px');
    // The symbol cell holds a link (and icons): a flex row.
    expect(rule(".cell[data-col='symbol']").get('display')).toBe('flex');
  });
});
