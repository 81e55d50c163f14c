// Every namespace of the app. `common` lives here; each feature adds its own namespace by
// placing `features/<name>/i18n/vi.ts` and `en.ts` (default exports) and augmenting SenResources:
//
//   declare module '@/shared/i18n/resources' { interface SenResources { board: typeof vi } }
//
// Nothing here needs editing when a feature adds texts: the files are discovered at build time.
// Vietnamese (the default and fallback) is bundled with the app; English is its own chunk
// (`resources-en.ts`), loaded when the language is English (i18n.ts), so the board's first load
// does not carry a language it does not show.
import commonVi, { type CommonResources } from './vi';
import { byNamespace } from './by-namespace';

export interface SenResources {
  common: CommonResources;
}

export const LANGUAGES = ['vi', 'en'] as const;

const viModules = import.meta.glob<Record<string, unknown>>('../../features/*/i18n/vi.ts', {
  eager: true,
  import: 'default',
});

export const resourcesVi = { common: commonVi, ...byNamespace(viModules) };
