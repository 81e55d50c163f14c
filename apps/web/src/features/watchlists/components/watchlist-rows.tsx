// The rows of a watchlist board: drag-and-drop reordering (@dnd-kit, by the handle or the
// keyboard), a pin toggle and a remove button on each row, and a row saying an empty list is empty. The board renders these through its
// row extension; `WatchlistRowsScope` tells them which list they belong to.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { clsx } from 'clsx';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { updateWatchlist } from '@/shared/watchlists/watchlist-store';
import { removeSymbol, reorderList, togglePin } from '../lib/list-changes';
import styles from './watchlists.module.css';

const ListIdContext = createContext('');

export function WatchlistRowsScope({ listId, children }: { listId: string; children: ReactNode }) {
  return <ListIdContext value={listId}>{children}</ListIdContext>;
}

export function SortableRows({ order, children }: { order: readonly string[]; children: ReactNode }) {
  const listId = useContext(ListIdContext);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove([...order], order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    updateWatchlist(listId, (list) => reorderList(list, next));
  };
  const accessibility = useDragTexts(order);
  const { t } = useTranslation('watchlists');
  // In the grid under its header (where a screen reader looks, and below the header however tall
  // the toolbar above it wraps on a phone).
  if (order.length === 0)
    return (
      <div role="row" className={styles.emptyRow}>
        <div role="gridcell">{t('empty')}</div>
      </div>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={order as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The drag's screen-reader texts in the user's language (dnd-kit's own are English), and its live
 * region and instructions rendered in the body: inside the board's grid they would be children a
 * grid may not have (only rows).
 */
function useDragTexts(order: readonly string[]) {
  const { t } = useTranslation('watchlists');
  return useMemo(() => {
    const position = (id: unknown) => order.indexOf(String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('drag.start', { symbol: String(active.id), position: position(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('drag.over', { symbol: String(active.id), position: position(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.end', { symbol: String(active.id), position: position(over.id) })
          : t('drag.cancel', { symbol: String(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancel', { symbol: String(active.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('drag.instructions') },
      container: typeof document === 'undefined' ? undefined : document.body,
    };
  }, [order, t]);
}

interface RowProps {
  symbol: string;
  className: string;
  /** The row's offset in the list, px (RowFrameProps). */
  top: number;
  manualOrder: boolean;
  pinned: boolean;
  highlighted: boolean;
  children: ReactNode;
}

export function SortableRow({
  symbol,
  className,
  top,
  manualOrder,
  pinned,
  highlighted,
  children,
}: RowProps) {
  const { t } = useTranslation('watchlists');
  const listId = useContext(ListIdContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: symbol, disabled: !manualOrder });
  // The row sits at `top` and the drag moves it by a transform: dnd-kit measures rows without
  // their transforms, so a row placed by one would measure at the top of the list.
  const style: CSSProperties = {
    top,
    transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
    transition,
  };
  return (
    <div
      ref={setNodeRef}
      role="row"
      className={clsx(className, styles.sortableRow, isDragging && styles.dragging)}
      style={style}
      data-symbol={symbol}
      data-pinned={pinned || undefined}
      data-highlighted={highlighted || undefined}
    >
      {children}
      <span className={styles.rowTools}>
        {manualOrder && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            aria-label={t('row.drag', { symbol })}
            data-testid="row-drag"
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        )}
        <button
          type="button"
          className={clsx(styles.rowButton, pinned && styles.pinnedButton)}
          aria-pressed={pinned}
          aria-label={t(pinned ? 'row.unpin' : 'row.pin', { symbol })}
          data-testid="row-pin"
          onClick={() => updateWatchlist(listId, (list) => togglePin(list, symbol))}
        >
          📌
        </button>
        <button
          type="button"
          className={styles.rowButton}
          aria-label={t('row.remove', { symbol })}
          data-testid="row-remove"
          onClick={() => updateWatchlist(listId, (list) => removeSymbol(list, symbol))}
        >
          ×
        </button>
      </span>
    </div>
  );
}
