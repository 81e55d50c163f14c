// The money services' settings, parsed once from the environment: the cash advance's daily rate
// (SEN_ADVANCE_RATE_PPM, parts per million a day; 400 = 0.04%) and minimum fee (SEN_ADVANCE_MIN_FEE, VND).
import { DEFAULT_ADVANCE_FEES, type AdvanceFeeSchedule } from '@sen/market';
import { z } from 'zod';

const schema = z.object({
  SEN_ADVANCE_RATE_PPM: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(DEFAULT_ADVANCE_FEES.ratePpmPerDay),
  SEN_ADVANCE_MIN_FEE: z.coerce.number().int().min(0).max(100_000_000).default(DEFAULT_ADVANCE_FEES.minFee),
});

/** The advance fee schedule of the environment; throws naming a bad variable. */
export function advanceFeesOf(source: NodeJS.ProcessEnv): AdvanceFeeSchedule {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success)
    throw new Error(
      `invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return { ratePpmPerDay: parsed.data.SEN_ADVANCE_RATE_PPM, minFee: parsed.data.SEN_ADVANCE_MIN_FEE };
}
