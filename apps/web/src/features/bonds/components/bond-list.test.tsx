// The offered bonds: each row's button is named with its bond (a screen reader lists twelve, not
// twelve alike "Select"), pressed for the bond whose detail is shown, and chooses it.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { BondList } from './bond-list';
import { testBond } from './test-bond';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

describe('BondList', () => {
  it('names each button with its bond, marks the chosen one pressed, and chooses', async () => {
    const onSelect = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient()}>
        <BondList
          bonds={[testBond(), testBond({ symbol: 'MSN125003', issuer: 'MSN', nameVi: 'Trái phiếu Masan' })]}
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
