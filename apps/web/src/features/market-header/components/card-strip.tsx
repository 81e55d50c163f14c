// The header's strip of index cards: all of them side by side when they fit; otherwise arrow
// buttons at both ends page through them one card at a time (snapping to whole cards, which
// widen to fill the room so none is cut), as well as wheel and touch scrolling.
import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexLayout } from '@/shared/settings/settings-schema';
import { fitCards, type CardFit } from '../lib/card-fit';
import styles from './card-strip.module.css';

/** Natural card widths of layouts 1 and 2 (index-card.module.css); layout 3 cards size to their text. */
const CARD_WIDTH: Record<IndexLayout, number | null> = { 1: 264, 2: 212, 3: null };
/** Width of an arrow where the stylesheet's `--arrow-width` is not known (no CSS, as in unit tests). */
const ARROW_WIDTH = 18;
const NO_FIT: CardFit = { overflow: false, cardWidth: null, visible: 0 };

export function CardStrip({
  layout,
  className,
  children,
}: {
  layout: IndexLayout;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('market-header');
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<CardFit>(NO_FIT);
  const [ends, setEnds] = useState({ start: true, end: true });

  const readEnds = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEnds((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useLayoutEffect(() => {
    const outer = root.current;
    const element = scroller.current;
    if (!outer || !element) return;
    const measure = () => {
      const width = outer.clientWidth;
      // 18 px, 40 px on a phone (card-strip.module.css).
      const arrowWidth = parseFloat(getComputedStyle(outer).getPropertyValue('--arrow-width')) || ARROW_WIDTH;
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const natural = CARD_WIDTH[layout];
      const count = element.children.length;
      let next: CardFit;
      if (natural !== null) next = fitCards({ width, count, cardWidth: natural, gap, arrowWidth });
      else {
        // Layout 3: the cards' own widths decide (no card is widened).
        const content =
          [...element.children].reduce((sum, child) => sum + (child as HTMLElement).offsetWidth, 0) +
          Math.max(0, count - 1) * gap;
        next = { overflow: content > width, cardWidth: null, visible: count };
      }
      setFit((previous) =>
        previous.overflow === next.overflow &&
        previous.cardWidth === next.cardWidth &&
        previous.visible === next.visible
          ? previous
          : next,
      );
      readEnds();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    const resize = new ResizeObserver(schedule);
    resize.observe(outer);
    // Cards come and go (hidden indexes, the derivatives card once loaded); layout-3 cards change
    // width with their live text.
    const mutation = new MutationObserver(schedule);
    mutation.observe(element, { childList: true, subtree: layout === 3, characterData: layout === 3 });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutation.disconnect();
    };
  }, [layout, readEnds]);

  const page = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    const first = element.children[0] as HTMLElement | undefined;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    const step = layout === 3 || !first ? element.clientWidth * 0.6 : first.offsetWidth + gap;
    element.scrollBy({ left: direction * step, behavior: 'smooth' });
  };

  const style =
    fit.cardWidth === null ? undefined : ({ '--card-width': `${fit.cardWidth}px` } as CSSProperties);
  return (
    <div ref={root} className={clsx(className, styles.strip)} data-overflow={fit.overflow}>
      {fit.overflow && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('strip.previous')}
          disabled={ends.start}
          onClick={() => page(-1)}
          data-testid="index-strip-previous"
        >
          {'\u2039'}
        </button>
      )}
      <div
        ref={scroller}
        className={clsx(styles.scroller, fit.overflow && styles.snap)}
        style={style}
        onScroll={readEnds}
        onWheel={(event) => {
          if (fit.overflow && Math.abs(event.deltaY) > Math.abs(event.deltaX))
            scroller.current?.scrollBy({ left: event.deltaY });
        }}
        data-testid="index-strip"
        // A region that scrolls sideways is reachable by keyboard (arrow keys scroll it).
        role="region"
        aria-label={t('strip.cards')}
        tabIndex={0}
      >
        {children}
      </div>
      {fit.overflow && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('strip.next')}
          disabled={ends.end}
          onClick={() => page(1)}
          data-testid="index-strip-next"
        >
          {'\u203A'}
        </button>
      )}
    </div>
  );
}
