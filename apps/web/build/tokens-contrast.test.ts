// Every price colour keeps 4.5:1 (WCAG 2.1 AA) on every background a board cell can have in both
// themes: at rest on the surfaces and while flashing (the up/down colour mixed in at
// --flash-strength). axe checks the running board too (e2e/tests/accessibility.spec.ts), but only
// on the cells that happen to flash while it looks; this checks every combination from the tokens.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../src/shared/styles/tokens.css'),
  'utf8',
);

function block(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const vars: Record<string, string> = {};
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) vars[match[1]!] = match[2]!.trim();
  return vars;
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (top: Rgb, base: Rgb, share: number): Rgb =>
  top.map((c, i) => Math.round(c * share + base[i]! * (1 - share))) as Rgb;
function luminance([r, g, b]: Rgb): number {
  const f = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const dark = block(':root');
const themes = { dark, light: { ...dark, ...block("[data-theme='light']") } };
const texts = [
  '--price-ceiling',
  '--price-floor',
  '--price-reference',
  '--price-up',
  '--price-down',
  '--color-text',
];

describe('board colours', () => {
  for (const [theme, vars] of Object.entries(themes)) {
    it(`keep 4.5:1 at rest and while flashing in the ${theme} theme`, () => {
      const share = parseFloat(vars['--flash-strength']!) / 100;
      const failures: string[] = [];
      for (const surface of ['--color-bg', '--color-surface', '--color-surface-2']) {
        const base = rgb(vars[surface]!);
        const backgrounds = {
          rest: base,
          flashUp: mix(rgb(vars['--price-up']!), base, share),
          flashDown: mix(rgb(vars['--price-down']!), base, share),
        };
        for (const [state, background] of Object.entries(backgrounds)) {
          for (const text of texts) {
            const ratio = contrast(rgb(vars[text]!), background);
            if (ratio < 4.5) failures.push(`${text} on ${surface} ${state}: ${ratio.toFixed(2)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
