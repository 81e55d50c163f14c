// Screens whose parts sit side by side on a desktop stack on a phone (390 px wide): without these
// rules the order book, the account and utilities screens, the margin loans, the derivatives
// panels, the negotiated-trade tables were squeezed into slivers and the footer's market time was cut off at the right edge.
// jsdom applies no media queries, so this reads the rules of the phone width from the stylesheets.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** The declarations of `selector` inside the file's `@media (max-width: 600px)` blocks. */
function phoneRule(file: string, selector: string): Record<string, string> {
  const css = readFileSync(join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Record<string, string> = {};
  for (const media of css.split('@media (max-width: 600px)').slice(1)) {
    // The block ends at the first `}` on a line of its own at the start of the line.
    const body = media.slice(media.indexOf('{') + 1, media.search(/\n\}/));
    for (const match of body.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      const selectors = match[1]!.split(',').map((s) => s.trim());
      if (!selectors.includes(selector)) continue;
      for (const decl of match[2]!.matchAll(/([\w-]+):\s*([^;]+);/g)) rules[decl[1]!] = decl[2]!.trim();
    }
  }
  return rules;
}

describe('phone layout (max-width: 600px)', () => {
  it.each([
    ['features/trading/components/trading.module.css', '.screen', 'flex-direction', 'column'],
    ['shared/ui/side-menu-layout.module.css', '.layout', 'flex-direction', 'column'],
    ['shared/ui/side-menu-layout.module.css', '.nav', 'flex-direction', 'row'],
    ['shared/ui/side-menu-layout.module.css', '.nav', 'overflow-x', 'auto'],
    ['features/margin/components/margin.module.css', '.columns', 'grid-template-columns', 'minmax(0, 1fr)'],
    ['features/board/components/derivatives.module.css', '.panels', 'grid-template-columns', '1fr 1fr'],
    ['features/board/components/derivatives.module.css', '.panels', 'height', 'auto'],
    ['features/board/components/deals.module.css', '.grid', 'grid-template-columns', 'minmax(0, 1fr)'],
    ['app/shell/footer.module.css', '.keys', 'display', 'none'],
    ['app/shell/footer.module.css', '.clock', 'flex-shrink', '0'],
  ])('%s %s has %s: %s', (file, selector, property, value) => {
    expect(phoneRule(file, selector)[property]).toBe(value);
  });
});

describe('no fixed minimum width wider than a phone', () => {
  // 390 px less 16 px of padding each side. The bond screen's panels had `min-width: 420px`: once a
  // bond was chosen the whole page scrolled sideways and the detail's labels were cut at the left.
  const PHONE_CONTENT_PX = 390 - 2 * 16;
  const sheets = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));

  it.each(sheets)('%s', (file) => {
    const css = readFileSync(join(src, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      // a media query's own min-width is a condition, not a width
      .replace(/@media[^{]*/g, '');
    const fixed = [...css.matchAll(/min-width:\s*(\d+)px/g)].map((m) => Number(m[1]));
    expect(fixed.filter((px) => px > PHONE_CONTENT_PX)).toEqual([]);
  });
});
