// Codes of the bank refusals (trading-errors-bank.ts in @sen/market), for code that compares them.
export const BANK_CODES = {
  alreadyProcessed: -6004,
  amountInvalid: -8701,
  accountUnknown: -8702,
  dateRangeInvalid: -8703,
  signatureInvalid: -8704,
  virtualAccountUnknown: -8705,
  transactionConflict: -8706,
} as const;
