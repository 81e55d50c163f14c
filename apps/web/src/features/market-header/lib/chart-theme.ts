// Chart colours come from the design tokens, so both themes stay in one place (tokens.css).
import type { PriceColour } from '@sen/market';

const TOKEN_OF: Record<PriceColour, string> = {
  c: '--price-ceiling',
  f: '--price-floor',
  r: '--price-reference',
  i: '--price-up',
  d: '--price-down',
  e: '--price-equal',
};

function cssToken(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export interface ChartPalette {
  line: string;
  reference: string;
  text: string;
  grid: string;
}

export function chartPalette(colour: PriceColour): ChartPalette {
  return {
    line: cssToken(TOKEN_OF[colour]) || '#888',
    reference: cssToken('--price-reference') || '#cc0',
    text: cssToken('--color-text-muted') || '#888',
    grid: cssToken('--chart-grid') || '#222',
  };
}

/** `#rrggbb` with an alpha, for the area under the line. */
export function withAlpha(colour: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match?.[1]) return colour;
  const value = Number.parseInt(match[1], 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
