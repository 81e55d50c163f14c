// Every namespace of the app. `common` lives here; each feature adds its own namespace by
// placing `features/<name>/i18n/vi.ts` and `en.ts` (default exports) and augmenting SenResources:
//
//   declare module '@/shared/i18n/resources' { interface SenResources { board: typeof vi } }
//
// Nothing here needs editing when a feature adds texts: the files are discovered at build time.
import commonEn from './en';
import commonVi, { type CommonResources } from './vi';

export interface SenResources {
  common: CommonResources;
}

export const LANGUAGES = ['vi', 'en'] as const;
type Bundle = Record<string, Record<string, unknown>>;

const viModules = import.meta.glob<Record<string, unknown>>('../../features/*/i18n/vi.ts', {
  eager: true,
  import: 'default',
});
const enModules = import.meta.glob<Record<string, unknown>>('../../features/*/i18n/en.ts', {
  eager: true,
  import: 'default',
});

function byNamespace(modules: Record<string, Record<string, unknown>>): Bundle {
  const bundle: Bundle = {};
  for (const [path, texts] of Object.entries(modules)) {
    const namespace = /features\/([^/]+)\/i18n\//.exec(path)?.[1];
    if (namespace) bundle[namespace] = texts;
  }
  return bundle;
}

export const resources = {
  vi: { common: commonVi, ...byNamespace(viModules) },
  en: { common: commonEn, ...byNamespace(enModules) },
};
