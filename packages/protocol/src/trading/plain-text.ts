// Texts people read as names (customer and contact names, watchlist names, subjects). Unicode's
// bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are refused:
// they make a name display as something else ("Trojan Source" spoofing).
import * as z from '../zod-mini.ts';

export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** A string without bidirectional controls (message names the rule). */
export const withoutBidiControls = <S extends z.ZodMiniType<string, string>>(schema: S): S =>
  schema.check(
    z.refine(
      (value: string) => !BIDI_CONTROLS.test(value),
      'must not contain bidirectional control characters',
    ),
  );

/** A trimmed, required name of at most `max` characters, without bidirectional controls. */
export const nameText = (max: number) =>
  withoutBidiControls(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/**
 * A random key the browser sends with a request that sends an SMS code (Login p7, ForgotPassword
 * p3) and with OtpOutbox (p2): the demo outbox shows a code only to the key it was sent for.
 */
export const outboxKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'outbox key must be 16-64 URL-safe characters'));
