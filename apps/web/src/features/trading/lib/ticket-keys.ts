// Keyboard of the order ticket (issue 21 item 5): ArrowUp/ArrowDown in the price box move the price
// by one tick (inside the band), PageUp/PageDown or +/- move the volume by one lot, F1/F2 choose buy
// or sell. Enter submits the form and Escape closes the dialog, as forms and dialogs do.
import { parsePriceInput, stepPrice, type InstrumentKind, type MarketId } from '@sen/market';
import type { KeyboardEvent } from 'react';
import { stepVolume } from './ticket-volume';

export interface TicketKeyTarget {
  market: MarketId;
  kind: InstrumentKind;
  band: { ceiling: number; floor: number };
  /** Where a price starts when the box holds none: the last match, else the reference. */
  startPrice: number;
  priceText: string;
  volumeText: string;
  setPrice: (price: number) => void;
  setVolume: (volume: number) => void;
  setSide: (side: 'B' | 'S') => void;
}

const VOLUME_STEPS: Record<string, number> = { PageUp: 1, PageDown: -1, '+': 1, '-': -1 };

export function ticketKeyDown(event: KeyboardEvent<HTMLElement>, target: TicketKeyTarget | null): void {
  if (event.key === 'F1' || event.key === 'F2') {
    event.preventDefault();
    target?.setSide(event.key === 'F1' ? 'B' : 'S');
    return;
  }
  if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
  const input = event.target as HTMLElement;
  if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && input.dataset.testid === 'ticket-price') {
    event.preventDefault();
    const typed = parsePriceInput(target.priceText, target.kind);
    const n = event.key === 'ArrowUp' ? 1 : -1;
    target.setPrice(
      typed === undefined ? target.startPrice : stepPrice(target.market, target.kind, typed, n, target.band),
    );
    return;
  }
  const lots = VOLUME_STEPS[event.key];
  if (lots === undefined) return;
  event.preventDefault();
  target.setVolume(stepVolume(Number(target.volumeText) || 0, lots, target.kind));
}
