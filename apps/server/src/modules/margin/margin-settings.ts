// The margin policy of this server: @sen/market's defaults, overridden from the environment
// (percent and VND), parsed once by a schema. SEN_MARGIN_TEST_HOOKS enables the operator test
// commands (demo clock only): see margin-test-hooks.ts.
import { DEFAULT_MARGIN_POLICY, type MarginPolicy } from '@sen/market';
import { z } from 'zod';

const percent = z.coerce.number().min(0).max(100);
const schema = z.object({
  SEN_MARGIN_CALL_RATIO: percent.optional(),
  SEN_MARGIN_FORCE_SELL_RATIO: percent.optional(),
  SEN_MARGIN_RATE: percent.optional(),
  SEN_MARGIN_LOAN_DAYS: z.coerce.number().int().min(1).max(3_650).optional(),
  SEN_MARGIN_CREDIT_LIMIT: z.coerce.number().int().min(0).optional(),
  SEN_MARGIN_WATCH_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  SEN_MARGIN_TEST_HOOKS: z.enum(['on', 'off']).default('off'),
});

export interface MarginSettings {
  policy: MarginPolicy;
  /** Wall milliseconds between two passes of the risk watcher. */
  watchMs: number;
  testHooks: boolean;
}

const bps = (value: number | undefined, fallback: number) =>
  value === undefined ? fallback : Math.round(value * 100);

export function marginSettings(source: NodeJS.ProcessEnv): MarginSettings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const env = schema.parse(cleaned);
  const d = DEFAULT_MARGIN_POLICY;
  const policy: MarginPolicy = {
    callBps: bps(env.SEN_MARGIN_CALL_RATIO, d.callBps),
    forceSellBps: bps(env.SEN_MARGIN_FORCE_SELL_RATIO, d.forceSellBps),
    annualRateBps: bps(env.SEN_MARGIN_RATE, d.annualRateBps),
    loanDays: env.SEN_MARGIN_LOAN_DAYS ?? d.loanDays,
    nearDueDays: d.nearDueDays,
    creditLimit: env.SEN_MARGIN_CREDIT_LIMIT ?? d.creditLimit,
  };
  if (policy.forceSellBps > policy.callBps)
    throw new Error('SEN_MARGIN_FORCE_SELL_RATIO must not be above SEN_MARGIN_CALL_RATIO');
  return { policy, watchMs: env.SEN_MARGIN_WATCH_MS, testHooks: env.SEN_MARGIN_TEST_HOOKS === 'on' };
}
