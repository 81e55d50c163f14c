// The request examples of docs/api.md, by command (the `data` of the envelope): the OpenAPI reference
// shows them, and api-reference.test.ts checks each is accepted by its command's parameter schema.
// Add one here when docs/api.md documents a command with a request example.
export const COMMAND_EXAMPLES: readonly Readonly<Record<string, unknown> & { cmd: string }>[] = [
  { cmd: 'ForgotPassword', p1: 'demo2', p2: '0900000002', p3: '4f1c0d2b9a7e6c5d3b2a1f0e9d8c7b6a' },
  { cmd: 'OtpOutbox', p1: 'demo2', p2: '4f1c0d2b9a7e6c5d3b2a1f0e9d8c7b6a' },
  { cmd: 'CheckPin', p1: '000005' },
  { cmd: 'SaveWatchlist', p1: 'mac-dinh', p2: ['FPT', 'VNM', 'HPG'], p3: ['HPG'] },
  { cmd: 'AddWatchlist', p1: 'xxxxxxxxxxxxxxxxxxxxx' },
  { cmd: 'BankWithdrawOtp', p1: '3f9c0a7e5b2d4c18a6e0f1b2c3d4e5f6' },
  { cmd: 'BankWithdraw', p1: '0000011', p2: 1, p3: 1000000, p4: '745423', p5: 'w-0001' },
  { cmd: 'BankTransferHistory', p1: '0000011', p2: '2026-11-01', p3: '2026-11-26' },
  { cmd: 'NotificationList', p1: 20 },
  { cmd: 'NotificationRead', p1: 'all' },
  { cmd: 'CashAdvanceInfo', p1: '0000011' },
  { cmd: 'CashAdvance', p1: '0000011', p2: 1316548, p3: '123456', p4: 'adv-1' },
  { cmd: 'CashTransfer', p1: '0000011', p2: 'M000001', p3: 1000000, p4: 'e2e', p5: '123456', p6: 'ct-1' },
  { cmd: 'StockTransfer', p1: '0000011', p2: 'M000001', p3: 'HPG', p4: 200, p5: '123456', p6: 'st-1' },
  { cmd: 'CashTransferHistory', p1: 'M000001', p2: '2026-10-27', p3: '2026-11-26' },
  { cmd: 'CashStatement', p1: '0000011', p2: '2026-10-27', p3: '2026-11-26' },
  { cmd: 'StockStatement', p1: '0000011', p2: '2026-10-27', p3: '2026-11-26', p4: 'HPG' },
  { cmd: 'RightsRegister', p1: '0000011', p2: 3, p3: 300, p4: '123456', p5: 'r-7f3a' },
  { cmd: 'MarginRepay', p1: 'M000001', p2: 10000000, p3: '123456', p4: 'r-1' },
  { cmd: 'MarginInfo', p1: 'M000001' },
  { cmd: 'AlertSet', p1: 'FPT', p2: 'priceAbove', p3: 125000, p4: 'rearm' },
  { cmd: 'AlertList' },
  { cmd: 'AlertDelete', p1: '3' },
];
