// The derivatives section of the portfolio: the margin summary and its warnings, long/short/net
// contracts, prices in index points, the P/L and the charges, in Vietnamese and English.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { DerivativePositionsTable } from './derivative-positions-table';

const LEVELS = { stopOpening: 0.75, call: 0.85, forceClose: 0.9 };
const account = {
  subAcntNo: '0000011',
  marginHeld: 22_270_000,
  requiredMargin: 22_109_000,
  collateral: 100_000_000,
  unsettledPnl: 950_000,
  marginRatio: 0.2211,
  marginStatus: 'normal' as const,
  marginLevels: LEVELS,
  charges: 17_835,
  positions: [
    {
      symbol: 'VN30F1M',
      quantity: -1,
      long: 0,
      short: 1,
      avgPrice: 131_000,
      settlementPrice: 131_000,
      marketPrice: 130_050,
      multiplier: 100_000,
      initialMargin: 22_109_000,
      unrealisedPnl: 950_000,
      realisedPnl: -500_000,
      variationMargin: 0,
      charges: 17_835,
    },
  ],
};

afterEach(() => void i18n.changeLanguage('vi'));

describe('DerivativePositionsTable', () => {
  it('shows a short position with its P/L in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    render(<DerivativePositionsTable account={account} />);
    expect(screen.getByText('Lãi/lỗ chưa thực hiện')).toBeTruthy();
    expect(screen.getAllByText('1,310.0')).toHaveLength(2); // average and settlement price
    expect(screen.getByText('1,300.5')).toBeTruthy();
    expect(screen.getByTestId('unrealised').textContent).toBe('950,000');
    expect(screen.getByTestId('realised').textContent).toBe('-500,000');
    expect(screen.getByTestId('derivative-margin').textContent).toBe('22,270,000');
    expect(screen.getByTestId('derivative-ratio').textContent).toBe('22.11%');
    expect(screen.getByTestId('derivative-status').textContent).toBe('An toàn');
    expect(screen.getByTestId('derivative-unsettled').textContent).toBe('950,000');
    expect(screen.getByTestId('charges').textContent).toBe('17,835');
    expect(screen.queryByTestId('margin-alert')).toBeNull();
  });

  it.each([
    [
      'vi',
      'call',
      0.8712,
      'Gọi ký quỹ: tỷ lệ sử dụng ký quỹ 87.12% vượt ngưỡng 85.00%. Vui lòng nộp thêm tiền hoặc đóng bớt vị thế.',
    ],
    [
      'en',
      'call',
      0.8712,
      'Margin call: margin usage 87.12% is above 85.00%. Please deposit cash or close some positions.',
    ],
    [
      'en',
      'restricted',
      0.8,
      'Margin usage 80.00% has reached 75.00%: no new positions can be opened, only closed.',
    ],
    [
      'vi',
      'forceClose',
      0.95,
      'Tỷ lệ sử dụng ký quỹ 95.00% vượt ngưỡng đóng vị thế bắt buộc 90.00%. Vui lòng nộp tiền hoặc đóng vị thế ngay.',
    ],
  ] as const)('flags the %s account at the %s level', async (language, status, ratio, text) => {
    await i18n.changeLanguage(language);
    render(<DerivativePositionsTable account={{ ...account, marginRatio: ratio, marginStatus: status }} />);
    expect(screen.getByTestId('margin-alert').textContent).toBe(text);
    expect(screen.getByTestId('derivative-summary').getAttribute('data-status')).toBe(status);
  });

  it('says so in English when there is no position', async () => {
    await i18n.changeLanguage('en');
    render(
      <DerivativePositionsTable
        account={{
          ...account,
          marginHeld: 0,
          requiredMargin: 0,
          unsettledPnl: 0,
          marginRatio: 0,
          charges: 0,
          positions: [],
        }}
      />,
    );
    expect(screen.getByText('No derivatives positions')).toBeTruthy();
  });
});
