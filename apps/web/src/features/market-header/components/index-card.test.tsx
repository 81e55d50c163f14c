import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { indexStore } from '../stores/index-store';
import { IndexCard } from './index-card';

const vn30 = {
  code: '11',
  market: 'HSX' as const,
  value: 1341.31,
  reference: 1340,
  change: 1.31,
  changePct: 0.1,
  totalVolume: 29_351_300,
  totalValue: 1_220_530_000_000,
  advances: 12,
  declines: 6,
  unchanged: 12,
  time: '10:15:00',
  status: 'O',
};

async function renderCard(layout: 2 | 3) {
  indexStore.apply([vn30]);
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IndexCard code="11" layout={layout} />
    </QueryClientProvider>,
  );
}

describe('IndexCard', () => {
  it('compact layout shows value, change, volume, value in billions and breadth, coloured up', async () => {
    await renderCard(2);
    const card = screen.getByTestId('index-card-11');
    expect(card.textContent).toContain('VN30-Index');
    expect(screen.getByTestId('index-value').textContent).toBe('1,341.31');
    expect(screen.getByTestId('index-value').className).toContain('price-i');
    expect(card.textContent).toContain('+1.31');
    expect(card.textContent).toContain('+0.10%');
    expect(card.textContent).toContain('29,351,300');
    expect(card.textContent).toContain('1,220.53');
    expect(card.textContent).toContain('Đang giao dịch');
  });

  it('single-line layout keeps only name, value and change', async () => {
    await renderCard(3);
    const card = screen.getByTestId('index-card-11');
    expect(card.textContent).toContain('1,341.31');
    expect(card.textContent).not.toContain('29,351,300');
  });
});
