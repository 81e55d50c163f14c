/** Sections of the stock detail page, in tab order (spec §1). */
export const SECTION_IDS = [
  'overview',
  'trading',
  'financials',
  'events',
  'news',
  'profile',
  'company',
  'associates',
  'transfers',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export function isSectionId(value: string | null): value is SectionId {
  return (SECTION_IDS as readonly (string | null)[]).includes(value);
}
