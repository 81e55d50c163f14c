// The request examples of docs/api.md, by command (the `data` of the envelope): the OpenAPI reference
// shows them, and api-reference.test.ts checks each is accepted by its command's parameter schema.
// Add one here when docs/api.md documents a command with a request example.
import { findTradingCommand, wireData } from '@sen/protocol';

/** The envelope `data` of a command called with named parameters (written to p1..pN by its codec). */
function example(cmd: string, params: Readonly<Record<string, unknown>>) {
  const command = findTradingCommand(cmd);
  if (!command) throw new Error(`no trading command ${cmd}`);
  return wireData(command, params);
}

export const COMMAND_EXAMPLES: readonly Readonly<Record<string, unknown> & { cmd: string }>[] = [
  example('ForgotPassword', {
    username: 'demo2',
    contact: '0900000002',
    outboxKey: '4f1c0d2b9a7e6c5d3b2a1f0e9d8c7b6a',
  }),
  example('OtpOutbox', { username: 'demo2', outboxKey: '4f1c0d2b9a7e6c5d3b2a1f0e9d8c7b6a' }),
  example('CheckPin', { pin: '000005' }),
  example('TotpSetup', { pin: '123456', code: '482913' }),
  example('TotpRecover', {
    username: 'demo',
    password: 'Demo@123',
    outboxKey: '4f1c0d2b9a7e6c5d3b2a1f0e9d8c7b6a',
  }),
  example('SaveWatchlist', { id: 'mac-dinh', symbols: ['FPT', 'VNM', 'HPG'], pinned: ['HPG'] }),
  example('AddWatchlist', { name: 'xxxxxxxxxxxxxxxxxxxxx' }),
  example('BankWithdrawOtp', { outboxKey: '3f9c0a7e5b2d4c18a6e0f1b2c3d4e5f6' }),
  example('BankWithdraw', {
    subAccount: '0000011',
    bankAccountId: 1,
    amount: 1000000,
    otp: '745423',
    refId: 'w-0001',
  }),
  example('BankTransferHistory', { subAccount: '0000011', from: '2026-11-01', to: '2026-11-26' }),
  example('NotificationList', { limit: 20 }),
  example('NotificationRead', { id: 'all' }),
  example('CashAdvanceInfo', { subAccount: '0000011' }),
  example('CashAdvance', { subAccount: '0000011', amount: 1316548, pin: '123456', refId: 'adv-1' }),
  example('CashTransfer', {
    fromSubAccount: '0000011',
    toSubAccount: 'M000001',
    amount: 1000000,
    note: 'e2e',
    pin: '123456',
    refId: 'ct-1',
  }),
  example('StockTransfer', {
    fromSubAccount: '0000011',
    toSubAccount: 'M000001',
    symbol: 'HPG',
    volume: 200,
    pin: '123456',
    refId: 'st-1',
  }),
  example('CashTransferHistory', { subAccount: 'M000001', from: '2026-10-27', to: '2026-11-26' }),
  example('CashStatement', { subAccount: '0000011', from: '2026-10-27', to: '2026-11-26' }),
  example('StockStatement', { subAccount: '0000011', from: '2026-10-27', to: '2026-11-26', symbol: 'HPG' }),
  example('RightsRegister', {
    subAccount: '0000011',
    rightsId: 3,
    volume: 300,
    pin: '123456',
    refId: 'r-7f3a',
  }),
  example('MarginRepay', { subAccount: 'M000001', amount: 10000000, pin: '123456', refId: 'r-1' }),
  example('MarginInfo', { subAccount: 'M000001' }),
  example('AlertSet', { symbol: 'FPT', kind: 'priceAbove', threshold: 125000, repeat: 'rearm' }),
  example('AlertList', {}),
  example('AlertDelete', { id: '3' }),
];
