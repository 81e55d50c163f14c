// Settings as an external store persisted to local storage on every change.
import { createStore } from '@/shared/lib/create-store';
import { parseSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-schema';

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export const settingsStore = createStore<Settings>(parseSettings(readStorage()));

settingsStore.subscribe(() => {
  try {
    globalThis.localStorage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settingsStore.get()));
  } catch {
    // Storage full or disabled: the settings still apply for this visit.
  }
});

/** Changes some settings; the rest stay as they are. */
export function updateSettings(patch: Partial<Settings>): void {
  settingsStore.set((previous) => ({ ...previous, ...patch }));
}

/** Shows or hides one index card of the header. */
export function toggleHiddenIndex(indexId: string): void {
  settingsStore.set((previous) => ({
    ...previous,
    indHid: previous.indHid.includes(indexId)
      ? previous.indHid.filter((id) => id !== indexId)
      : [...previous.indHid, indexId],
  }));
}
