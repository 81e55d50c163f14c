import * as z from '../zod-mini.ts';

const isoDate = z.iso.date();

/** Reads `dd/mm/yyyy` or `YYYY-MM-DD` into `YYYY-MM-DD`; `null` when the text is neither a real date. */
export function toIsoDate(text: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  return isoDate.safeParse(iso).success ? iso : null;
}

/** Writes `YYYY-MM-DD` as `dd/mm/yyyy` (warrant expiry, spec §5). */
export function isoToDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A wire date in either spelling, read as `YYYY-MM-DD`. */
export const wireDate = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => {
    const iso = toIsoDate(text.trim());
    if (iso !== null) return iso;
    ctx.issues.push({
      code: 'custom',
      message: `"${text}" is not a date (dd/mm/yyyy or YYYY-MM-DD)`,
      input: text,
    });
    return z.NEVER;
  }),
);
