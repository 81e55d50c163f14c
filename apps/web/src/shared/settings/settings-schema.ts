// The user's settings, kept in local storage key `setting` (spec §3, §9; `confirmOrders`: issue 28). Every field falls back
// to its default when missing or malformed, so an old or hand-edited value never breaks the app.
import * as z from 'zod/mini';

export const SETTINGS_STORAGE_KEY = 'setting';

const settingsSchema = z.object({
  /** Index card layout: 1 with mini chart, 2 compact, 3 single line. */
  typeIndex: z.catch(z.int().check(z.minimum(1), z.maximum(3)), 1),
  /** Ids of the indexes the user hid from the header. */
  indHid: z.catch(z.array(z.coerce.string()), () => []),
  lang: z.catch(z.enum(['vi', 'en']), 'vi'),
  theme: z.catch(z.enum(['dark', 'light']), 'dark'),
  /** Ask before an order is placed, edited or cancelled (a customer may switch it off). */
  confirmOrders: z.catch(z.boolean(), true),
  /** The board's market header hidden (the board takes its height, with denser rows). */
  headerCollapsed: z.catch(z.boolean(), false),
});

export type Settings = z.infer<typeof settingsSchema>;
export type IndexLayout = 1 | 2 | 3;

/** Parses a stored value (a JSON string, or null when absent) into complete settings. */
export function parseSettings(raw: string | null): Settings {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    value = {};
  }
  const parsed = settingsSchema.safeParse(value && typeof value === 'object' ? value : {});
  return parsed.success ? parsed.data : settingsSchema.parse({});
}
