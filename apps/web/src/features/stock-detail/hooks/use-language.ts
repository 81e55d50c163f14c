import type { Language } from '@sen/market';
import { useSettings } from '@/shared/settings/use-settings';

/** The interface language, for the `@sen/market` date formatters. */
export function useLanguage(): Language {
  return useSettings((settings) => settings.lang);
}
