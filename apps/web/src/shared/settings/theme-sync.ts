// Keeps <html data-theme> in step with the settings.
import { settingsStore } from './settings-store';

function applyTheme(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = settingsStore.get().theme;
}

applyTheme();
settingsStore.subscribe(applyTheme);
