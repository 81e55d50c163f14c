// Every namespace of the app. `common` lives here; each feature adds its own namespace by
// placing `features/<name>/i18n/vi.ts` and `en.ts` (default exports) and augmenting SenResources:
//
//   declare module '@/shared/i18n/resources' { interface SenResources { board: typeof vi } }
//
// Nothing here needs editing when a feature adds texts: the files are discovered at build time.
// Vietnamese (the default and fallback) is what the board shows first. Its texts are bundled with
// the app only for what the board's first render shows: `common`, the namespaces of the features
// on the board's screen (FIRST_LOAD_FEATURES) and each feature's `<name>-shell` namespace
// (`features/<name>/i18n/shell-vi.ts`: its menu entries and top-bar items). Every other feature's
// texts are a chunk of their own, loaded with its screens (i18n.ts's backend; a component reading a
// namespace not yet loaded suspends until it is, `withTexts` starts it with the screen's code).
// English is its own chunk (`resources-en.ts`), loaded when the language is English (i18n.ts), so
// the board's first load does not carry a language it does not show.
import commonVi, { type CommonResources } from './vi';
import { byNamespace, namespaceOf } from './by-namespace';

export interface SenResources {
  common: CommonResources;
}

export const LANGUAGES = ['vi', 'en'] as const;

/**
 * The features whose whole namespace the board's first render shows; import.meta.glob needs its
 * patterns literally, so the two globs below repeat the list (resources.test.ts checks they agree).
 */
export const FIRST_LOAD_FEATURES = ['board', 'board-nav', 'market-header', 'watchlists'] as const;

const firstLoadVi = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/{board,board-nav,market-header,watchlists}/i18n/vi.ts',
    '../../features/*/i18n/shell-vi.ts',
  ],
  { eager: true, import: 'default' },
);

const screenVi = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/vi.ts', '!../../features/{board,board-nav,market-header,watchlists}/i18n/vi.ts'],
  { import: 'default' },
);

export const resourcesVi = { common: commonVi, ...byNamespace(firstLoadVi) };

const screenLoaders = new Map(
  Object.entries(screenVi).flatMap(([path, load]) => {
    const namespace = namespaceOf(path);
    return namespace ? [[namespace, load] as const] : [];
  }),
);

/** The namespaces whose Vietnamese texts load with their screens. */
export const SCREEN_NAMESPACES: readonly string[] = [...screenLoaders.keys()];

/** The Vietnamese texts of a namespace not bundled with the app; undefined for an unknown one. */
export function loadScreenTextsVi(namespace: string): Promise<Record<string, unknown>> | undefined {
  return screenLoaders.get(namespace)?.();
}
