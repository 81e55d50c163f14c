import { useStore } from '@/shared/hooks/use-store';
import type { Settings } from './settings-schema';
import { settingsStore } from './settings-store';

/** The current settings, or one slice of them. */
export function useSettings<S = Settings>(select?: (settings: Settings) => S): S {
  return useStore(settingsStore, select);
}
