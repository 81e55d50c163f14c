// A negotiated-trade table scrolls on its own once it holds more deals than it shows: a keyboard
// must be able to reach and scroll it (axe: scrollable-region-focusable, serious), and a screen
// reader names the region by the table's title.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealTable } from './deal-table';

describe('deal table', () => {
  it('is a focusable region named by its title', () => {
    render(<DealTable title="Khớp lệnh" deals={[]} withTime testId="deals-match" />);
    const region = screen.getByRole('region', { name: 'Khớp lệnh' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
  });
});
