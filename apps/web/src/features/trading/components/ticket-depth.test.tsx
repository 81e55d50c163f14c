// The ticket's three best prices are coloured as on the board (spec §3): by the price against the
// day's reference, ceiling and floor (an ask at the reference is yellow, a bid below it red), not by
// their side; a click fills the price.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { quoteOf } from '@/shared/testing/trading-stand-in';
import { TicketDepth } from './ticket-depth';

describe('ticket depth', () => {
  it('colours each price against the reference, ceiling and floor, whatever its side', async () => {
    const quote = quoteOf('FPT', {
      bids: [
        { price: 99_900, volume: 100 },
        { price: 93_000, volume: 100 },
      ],
      asks: [
        { price: 100_000, volume: 100 },
        { price: 100_100, volume: 100 },
        { price: 107_000, volume: 100 },
      ],
    });
    const onPrice = vi.fn();
    render(<TicketDepth quote={quote} onPrice={onPrice} />);
    const colourOf = (id: string) => screen.getByTestId(id).className.match(/\bprice-(\w)\b/)?.[1];
    expect(colourOf('ticket-depth-bid-1')).toBe('d');
    expect(colourOf('ticket-depth-bid-2')).toBe('f');
    expect(colourOf('ticket-depth-ask-1')).toBe('e');
    expect(colourOf('ticket-depth-ask-2')).toBe('i');
    expect(colourOf('ticket-depth-ask-3')).toBe('c');
    await userEvent.click(screen.getByTestId('ticket-depth-ask-2'));
    expect(onPrice).toHaveBeenCalledWith(100_100);
  });
});
