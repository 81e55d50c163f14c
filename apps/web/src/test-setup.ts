// Vitest setup for the web project: unmount rendered trees and clear storage between tests.
// English is a lazily loaded chunk in the app (shared/i18n/i18n.ts); tests switch languages
// synchronously, so its texts are loaded once here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';

await i18n.loadLanguages('en');

// findBy/waitFor give up after 1 s by default: a screen's lazy chunk and first query took longer than
// that on a loaded 2-core CI machine. A wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
