// i18next set up once: Vietnamese default and fallback, English; language from the settings.
// Bundled: the Vietnamese texts of the board's first render (resources.ts). Loaded on demand through
// a small backend: English (its chunk is imported the first time English is asked for: at start when
// the settings say English, or when the language is switched), so `changeLanguage('en')` resolves
// once its texts are in; and the Vietnamese texts of each other feature, a chunk a feature, the first
// time a screen reads its namespace (react-i18next suspends the screen until then).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from '@/shared/settings/settings-store';
import type { Bundle } from './by-namespace';
import { withPlainKeyLookup } from './plain-key-lookup';
import { loadScreenTextsVi, resourcesVi, type LANGUAGES, type SenResources } from './resources';

const loadEnglish = () => import('./resources-en').then((module) => module.resourcesEn as Bundle);
let english: Promise<Bundle> | undefined;

/** The texts of `namespace` in `language` that are not bundled; undefined when there are none. */
function textsOf(language: string, namespace: string): Promise<Record<string, unknown>> | undefined {
  if (language === 'vi') return loadScreenTextsVi(namespace);
  if (language !== 'en') return undefined;
  if (!english) {
    const loading = loadEnglish();
    english = loading;
    // A failed chunk (offline) may be tried again on the next switch.
    loading.catch(() => {
      if (english === loading) english = undefined;
    });
  }
  return english.then((texts) => texts[namespace] ?? {});
}

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const texts = textsOf(language, namespace);
    if (!texts) {
      callback(null, {});
      return;
    }
    texts.then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
withPlainKeyLookup(i18n);

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    // A copy: i18next adds the namespaces it loads to the object it is given.
    resources: { vi: { ...resourcesVi } },
    partialBundledLanguages: true,
    lng: settingsStore.get().lang,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    defaultNS: 'common',
    ns: Object.keys(resourcesVi),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

function applyLanguage(): void {
  const { lang } = settingsStore.get();
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

applyLanguage();
settingsStore.subscribe(applyLanguage);

/**
 * Starts loading the texts of `namespaces` with a screen's code (`load`) and resolves with the code
 * once both are in, so the screen neither waits for one after the other nor shows its fallback twice.
 */
export async function withTexts<T>(
  namespaces: keyof SenResources | (keyof SenResources)[],
  load: Promise<T>,
): Promise<T> {
  const [module] = await Promise.all([load, i18n.loadNamespaces(namespaces)]);
  return module;
}

/**
 * The texts of `namespace` in `language`, once loaded: for text written outside React (an exported
 * file) in the language just chosen. A switch of language waits for its texts, and until then every
 * screen's `t` still gives the previous language's.
 */
export async function textsIn<N extends keyof SenResources>(
  language: (typeof LANGUAGES)[number],
  namespace: N,
) {
  if (!i18n.hasResourceBundle(language, namespace)) await i18n.reloadResources([language], [namespace]);
  return i18n.getFixedT(language, namespace);
}
