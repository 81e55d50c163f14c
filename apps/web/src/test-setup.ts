// Vitest setup for the web project: unmount rendered trees and clear storage between tests.
// English and the Vietnamese texts of the screens are lazily loaded chunks in the app
// (shared/i18n/i18n.ts); tests render screens and switch languages synchronously, so every text is
// loaded once here (lazy-texts.test.tsx checks the loading itself).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { SCREEN_NAMESPACES } from '@/shared/i18n/resources';

await i18n.loadLanguages('en');
await i18n.loadNamespaces([...SCREEN_NAMESPACES]);

// findBy/waitFor give up after 1 s by default: a screen's lazy chunk and first query took longer than
// that on a loaded 2-core CI machine. A wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
