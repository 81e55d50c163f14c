// The offered bonds: each row's button is named with its bond (a screen reader lists twelve, not
// twelve alike "Select"), pressed for the bond whose detail is shown, and chooses it.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import type { BondInfo } from '@sen/protocol';
import { AppProviders } from '@/app/providers';
import { BondList } from './bond-list';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const bond = (symbol: string, nameVi: string): BondInfo => ({
  symbol,
  issuer: symbol.slice(0, 3),
  nameVi,
  nameEn: nameVi,
  simulated: true,
  rating: 'BBB',
  par: 100_000,
  coupon: 0.08,
  frequency: 1,
  issueDate: '2025-07-02',
  maturityDate: '2028-07-03',
  nextCouponDate: '2027-07-03',
  minAmount: 10_000_000,
  available: 44_000,
  offered: true,
  tradeDate: '2026-11-26',
  sellYield: 0.0825,
  buyBackYield: 0.0835,
  cleanPrice: 99_950,
  accrued: 3_308,
  buyBackPrice: 99_805,
  termYields: [{ months: null, yield: 0.0765 }],
});

describe('BondList', () => {
  it('names each button with its bond, marks the chosen one pressed, and chooses', async () => {
    const onSelect = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient()}>
        <BondList
          bonds={[bond('VHM125002', 'Trái phiếu Vinhomes'), bond('MSN125003', 'Trái phiếu Masan')]}
          selected="MSN125003"
          onSelect={onSelect}
        />
      </AppProviders>,
    );
    const vhm = await screen.findByRole('button', { name: 'Chọn VHM125002' });
    const msn = screen.getByRole('button', { name: 'Chọn MSN125003' });
    expect(vhm.getAttribute('aria-pressed')).toBe('false');
    expect(msn.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(vhm);
    expect(onSelect).toHaveBeenCalledWith('VHM125002');
  });
});
