// Layout heights of spec §2: the board takes the window height minus 348 px (470 on the
// derivatives board, 375 on negotiated trades), less 0, 100 or 145 px for the smaller header
// layouts (setting typeIndex 1, 2, 3), or the whole header when it is collapsed (issue 28).
import { useSettings } from '@/shared/settings/use-settings';

export type BoardLayout = 'standard' | 'derivatives' | 'negotiated';

const BASE: Record<BoardLayout, number> = { standard: 348, derivatives: 470, negotiated: 375 };
const HEADER_SAVING = [0, 100, 145] as const;
/** The whole market header (layout 1: 206 px and its border) when it is collapsed. */
const COLLAPSED_SAVING = 207;

export function boardOffset(layout: BoardLayout, typeIndex: number, collapsed = false): number {
  return BASE[layout] - (collapsed ? COLLAPSED_SAVING : (HEADER_SAVING[typeIndex - 1] ?? 0));
}

export function useBoardHeight(layout: BoardLayout): string {
  const typeIndex = useSettings((settings) => settings.typeIndex);
  const collapsed = useSettings((settings) => settings.headerCollapsed);
  return `calc(100vh - ${boardOffset(layout, typeIndex, collapsed)}px)`;
}

/**
 * The height in pixels of a board whose CSS height is `calc(100vh - Npx)` (or a `min(Mpx, ...)` of
 * it), before it is laid out: the first render then has the rows of the screen and no more, and
 * the virtualizer's measure after it finds the same rows (no second render before the first paint).
 */
export function estimatedBoardHeight(css: string, viewport: number): number {
  const offset = /100vh - (\d+(?:\.\d+)?)px/.exec(css);
  const height = offset ? viewport - Number(offset[1]) : viewport;
  const cap = /^min\((\d+(?:\.\d+)?)px,/.exec(css);
  return Math.max(0, cap ? Math.min(Number(cap[1]), height) : height);
}
