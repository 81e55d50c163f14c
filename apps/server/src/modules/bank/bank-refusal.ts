// A refused bank command with a code of the market's catalogue (spec §8 or trading-errors-bank.ts).
import { tradingError } from '@sen/market';
import { TradingError } from '../trading-gateway/trading-errors.ts';

export class BankRefusal extends TradingError {
  constructor(code: number) {
    super({ rc: code, rs: tradingError(code)?.vi ?? 'Không thể chuyển tiền' });
  }
}

export const BANK_CODES = {
  alreadyProcessed: -6004,
  amountInvalid: -8701,
  accountUnknown: -8702,
  dateRangeInvalid: -8703,
  signatureInvalid: -8704,
  virtualAccountUnknown: -8705,
  transactionConflict: -8706,
} as const;
