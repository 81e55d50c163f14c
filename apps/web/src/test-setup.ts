// Vitest setup for the web project: unmount rendered trees and clear storage between tests.
// English is a lazily loaded chunk in the app (shared/i18n/i18n.ts); tests switch languages
// synchronously, so its texts are loaded once here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';

await i18n.loadLanguages('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
