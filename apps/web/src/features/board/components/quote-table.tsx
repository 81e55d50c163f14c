// A virtualised quote board: sticky two-row header, rows absolutely placed by @tanstack/react-virtual
// (only the rows in view exist), each subscribed to its own symbol. Double-clicks on price cells
// start orders through one delegated handler; so do Enter and Space on a price cell reached with
// the arrow keys (hooks/use-grid-keys.ts).
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useStore } from '@/shared/hooks/use-store';
import { useBellLabel } from '@/shared/alerts/alert-bell';
import { useSettings } from '@/shared/settings/use-settings';
import type { CellContext } from '../lib/cell-view';
import { cellWidths, gridTemplate, type Column } from '../lib/columns';
import { orderFromCell } from '../lib/order-from-cell';
import type { RowExtension } from '../lib/row-extension';
import { sortSymbols } from '../lib/sort-symbols';
import { boardViewStore, sortBy } from '../stores/board-view-store';
import { quoteStore } from '@/shared/quotes/quote-store';
import { estimatedBoardHeight } from '../hooks/use-board-height';
import { useGridKeys } from '../hooks/use-grid-keys';
import { useOverscanAfterPaint } from '../hooks/use-overscan-after-paint';
import { useRouteLinks } from '../hooks/use-route-links';
import { useStaleRows } from '../hooks/use-stale-rows';
import { QuoteRow } from './quote-row';
import { TableHead } from './table-head';
import styles from './board.module.css';

const ROW_HEIGHT = 22;
const COMPACT_ROW_HEIGHT = 36;
const DENSE_ROW_HEIGHT = 19;
/** The header's height (board.module.css, `.head`), and on a phone (its 40 px sort buttons). */
const HEAD_HEIGHT = 37;
const PHONE_HEAD_HEIGHT = 43;
/** Where the header is the phone's (board.module.css). */
const PHONE_QUERY = '(max-width: 600px)';

interface QuoteTableProps {
  symbols: readonly string[];
  columns: readonly Column[];
  ctx: CellContext;
  /** CSS height of the scrolling area (spec §2 layout heights). */
  height: string;
  testId?: string;
  /** The related symbol of a row (warrant -> underlying). */
  relatedOf?: (symbol: string) => string | undefined;
  /** Pinned rows, highlight and row frames of a watchlist. */
  rows?: RowExtension;
  /** The compact board of phones: taller rows, and a tap on a row (not its symbol link) calls this. */
  compact?: { onRowTap: (symbol: string) => void };
}

const NO_PINS: readonly string[] = [];

export function QuoteTable({
  symbols,
  columns,
  ctx,
  height,
  testId = 'quote-table',
  relatedOf,
  rows,
  compact,
}: QuoteTableProps) {
  // With the market header collapsed the rows are denser, so a whole VN30 board fits 1366x768.
  const dense = useSettings((settings) => settings.headerCollapsed) && !compact;
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : dense ? DENSE_ROW_HEIGHT : ROW_HEIGHT;
  const headHeight = useMediaQuery(PHONE_QUERY) ? PHONE_HEAD_HEIGHT : HEAD_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);
  const sort = useStore(boardViewStore, (view) => view.sort);
  const generation = useSyncExternalStore(
    quoteStore.subscribeGeneration,
    quoteStore.generation,
    quoteStore.generation,
  );
  const template = useMemo(() => gridTemplate(columns), [columns]);
  const widths = useMemo(() => cellWidths(columns), [columns]);
  const minWidth = useMemo(() => columns.reduce((sum, column) => sum + column.width, 0), [columns]);
  const pinned = rows?.pinned ?? NO_PINS;
  const ordered = useMemo(
    () => {
      const top = pinned.filter((symbol) => symbols.includes(symbol));
      const rest = top.length === 0 ? symbols : symbols.filter((symbol) => !top.includes(symbol));
      const relatedQuote = (symbol: string) => {
        const related = relatedOf?.(symbol);
        return related ? quoteStore.get(related) : undefined;
      };
      return [...top, ...sortSymbols(rest, sort, columns, quoteStore.get, ctx, relatedQuote)];
    },
    // The order is taken when the sort or the snapshot changes, not on every tick (rows would jump).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [symbols, pinned, sort, columns, ctx, generation],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- rows read the virtualizer during render only
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // Rows in the first render (the height of the board's CSS until it is measured), not one later.
    initialRect: initialRect(height),
  });
  // Rows already measured at another height (the header was collapsed or shown again).
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const highlighted = useHighlight(rows?.highlight, ordered, (index) =>
    virtualizer.scrollToIndex(index, { align: 'center' }),
  );
  const scrollToIndex = useCallback((index: number) => virtualizer.scrollToIndex(index), [virtualizer]);
  const onKeyDown = useGridKeys(columns, ordered, scrollToIndex);
  const stale = useStaleRows();
  const followLink = useRouteLinks();
  const bellLabel = useBellLabel();
  const bound = useOverscanAfterPaint(ordered, !rows?.Frame);
  const items = virtualizer.getVirtualItems();
  // The rows in view: the virtualizer's view less the sticky header above the rows.
  const viewTop = virtualizer.scrollOffset ?? 0;
  const viewBottom = viewTop + (virtualizer.scrollRect?.height ?? Infinity) - headHeight;
  const Container = rows?.Container;
  const wrap = (children: ReactNode) =>
    Container ? <Container order={ordered}>{children}</Container> : children;
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-rowcount={ordered.length + 1}
      className={clsx(styles.scroll, compact && styles.compact, dense && styles.dense, stale.className)}
      style={{ height }}
      data-testid={testId}
      data-freshness={stale.freshness}
      onMouseOver={stale.onMouseOver}
      onDoubleClick={(event) => orderFromCell(event.target)}
      onClick={(event) => {
        if (followLink(event) || !compact) return;
        const target = event.target as Element;
        const symbol = target.closest<HTMLElement>('[role="row"][data-symbol]')?.dataset.symbol;
        if (symbol && !target.closest('a')) compact.onRowTap(symbol);
      }}
      onKeyDown={onKeyDown}
    >
      <TableHead columns={columns} template={template} sort={sort} onSort={sortBy} />
      {/* As wide as the columns' minimum widths, so a row (laid out and painted inside its own
          box) spans every column when the board scrolls sideways. */}
      <div className={styles.rows} style={{ height: virtualizer.getTotalSize(), minWidth }}>
        {wrap(
          items.map((item) => {
            // A new order binds the rows in view first; the overscan rows keep their symbols
            // until that frame is painted (useOverscanAfterPaint).
            const inView = item.end > viewTop && item.start < viewBottom;
            const symbol = (inView ? ordered : bound)[item.index]!;
            return (
              <QuoteRow
                // A plain row keeps its place on screen and takes the symbol sorted there (a sort
                // re-binds rows instead of mounting new ones); framed rows move with their symbol.
                key={rows?.Frame ? symbol : item.index}
                symbol={symbol}
                columns={columns}
                ctx={ctx}
                widths={widths}
                top={item.start}
                odd={item.index % 2 === 1}
                rowIndex={item.index + 2}
                related={relatedOf?.(symbol)}
                Frame={rows?.Frame}
                pinned={pinned.includes(symbol)}
                highlighted={highlighted === symbol}
                manualOrder={rows?.Frame ? sort === null : undefined}
                bellLabel={bellLabel}
              />
            );
          }),
        )}
      </div>
    </div>
  );
}

function initialRect(height: string): { width: number; height: number } {
  return {
    width: 0,
    height: typeof window === 'undefined' ? 0 : estimatedBoardHeight(height, window.innerHeight),
  };
}

/** Scrolls to the row of a highlight request (a new stamp scrolls again); its symbol is highlighted while set. */
function useHighlight(
  request: RowExtension['highlight'],
  ordered: readonly string[],
  scrollTo: (index: number) => void,
): string | null {
  const scroll = useEffectEvent((wanted: string) => {
    const index = ordered.indexOf(wanted);
    if (index >= 0) scrollTo(index);
  });
  useEffect(() => {
    if (request) scroll(request.symbol);
  }, [request]);
  return request?.symbol ?? null;
}
