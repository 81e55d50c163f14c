import type { Language } from './format-date.ts';

/** A user-facing text in both languages of Sen. */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * Fills `{name}` placeholders of a text, e.g. fillText('tối đa {max} ký tự', { max: 20 }) === 'tối đa 20 ký tự'.
 * Unknown placeholders stay as written so a missing value is visible, not silently blank.
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
