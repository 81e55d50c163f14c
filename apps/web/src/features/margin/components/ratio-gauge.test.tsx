// The margin ratio gauge: its thresholds and the account's ratio with its status, in Vietnamese and
// English; the loans table's statuses.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { LoansTable } from './loans-table';
import { RatioGauge } from './ratio-gauge';

const info = {
  subAcntNo: 'M000001',
  debt: 184_464_780,
  interest: 68_227,
  heldCredit: 0,
  creditLimit: 2_000_000_000,
  cash: 5_531_716,
  cashAvailable: 5_531_716,
  marketValue: 381_440_000,
  assets: 386_971_716,
  ratio: 0.4512,
  callRatio: 0.49,
  forceSellRatio: 0.47,
  status: 'force-sell' as const,
  annualRate: 0.135,
};

describe('RatioGauge', () => {
  afterEach(() => void i18n.changeLanguage('vi'));

  it.each([
    ['vi', 'Bán giải chấp 47.00%', 'Gọi ký quỹ 49.00%'],
    ['en', 'Force-sell 47.00%', 'Margin call 49.00%'],
  ] as const)('draws the thresholds and the ratio (%s)', async (lang, force, call) => {
    await i18n.changeLanguage(lang);
    render(<RatioGauge info={info} />);
    const gauge = screen.getByTestId('margin-gauge');
    expect(gauge.getAttribute('data-status')).toBe('force-sell');
    expect(gauge.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByTestId('margin-ratio').textContent).toBe('45.12%');
    expect(gauge.textContent).toContain(force);
    expect(gauge.textContent).toContain(call);
  });

  it.each([
    [1, '100%'],
    [0, '0%'],
    [0.4512, '45.12%'],
  ])('keeps the ratio label inside the bar at %s (it leans as far as it sits)', (ratio, lean) => {
    render(<RatioGauge info={{ ...info, ratio, status: 'normal' }} />);
    const pointer = screen.getByTestId('margin-ratio');
    expect(pointer.style.left).toBe(lean);
    // --at moves the label left by that fraction of its width, and the arrow to the same fraction.
    expect(pointer.style.getPropertyValue('--at')).toBe(lean);
  });

  it('lists loans with their status', async () => {
    await i18n.changeLanguage('en');
    render(
      <LoansTable
        loans={[
          {
            loanId: 1,
            symbol: 'FPT',
            orderNo: '2',
            tradeDate: '2026-11-26',
            dueDate: '2027-02-24',
            principal: 184_564_780,
            outstanding: 184_464_780,
            status: 'open',
          },
          {
            loanId: 2,
            symbol: 'VNM',
            orderNo: '7',
            tradeDate: '2026-08-20',
            dueDate: '2026-11-18',
            principal: 5_000_000,
            outstanding: 0,
            status: 'repaid',
          },
        ]}
      />,
    );
    const rows = screen.getByTestId('margin-loans').querySelectorAll('tbody tr');
    expect(rows[0]?.textContent).toContain('184,464,780');
    expect(rows[0]?.textContent).toContain('24/02/2027');
    expect(rows[1]?.textContent).toContain('Repaid');
  });
});
