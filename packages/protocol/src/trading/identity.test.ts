import { describe, expect, it } from 'vitest';
import { buildCommandRequest, parseCommandParams } from './command.ts';
import {
  changePasswordCommand,
  changePinCommand,
  openAccountCommand,
  resetPasswordRequestSchema,
} from './identity.ts';
import { cashBalanceCommand, purchasePowerCommand } from './ledger.ts';

describe('identity and ledger command schemas', () => {
  it('builds session commands in group B with positional parameters', () => {
    const request = buildCommandRequest(
      changePinCommand,
      { user: 'demo', session: 's' },
      { oldPin: '123456', newPin: '654321', confirmation: '654321' },
    );
    expect(request).toMatchObject({ group: 'B', user: 'demo', data: { cmd: 'ChangePin', p1: '123456' } });
    expect(
      buildCommandRequest(cashBalanceCommand, { user: 'demo', session: 's' }, { subAccount: '0000011' }).data,
    ).toEqual({ cmd: 'CashBalance', p1: '0000011' });
  });

  it.each([
    [
      'a short new password',
      changePasswordCommand,
      { cmd: 'ChangePassword', p1: 'old', p2: '12345', p3: '12345' },
    ],
    ['a 5-digit PIN', changePinCommand, { cmd: 'ChangePin', p1: '12345', p2: '123456', p3: '123456' }],
    ['an unknown parameter', cashBalanceCommand, { cmd: 'CashBalance', p1: '1', p2: 'x' }],
    ['a lower-case symbol', purchasePowerCommand, { cmd: 'PurchasePower', p1: '1', p2: 'fpt' }],
    [
      'a bad email',
      openAccountCommand,
      { cmd: 'OpenAccount', p1: 'A', p2: '001090000001', p3: '0912345678', p4: 'x', p5: 'HN', p6: 'HO' },
    ],
  ] as const)('rejects %s', (_name, command, data) => {
    expect(parseCommandParams(command, data).ok).toBe(false);
  });

  it('reads the reset-password body', () => {
    expect(
      resetPasswordRequestSchema.safeParse({
        user: 'demo',
        otp: '123456',
        newPassword: 'Abc@1234',
        confirmPassword: 'Abc@1234',
      }).success,
    ).toBe(true);
    expect(
      resetPasswordRequestSchema.safeParse({
        user: 'demo',
        otp: '12345',
        newPassword: 'Abc@1234',
        confirmPassword: 'Abc@1234',
      }).success,
    ).toBe(false);
  });
});
