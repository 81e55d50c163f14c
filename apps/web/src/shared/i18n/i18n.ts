// i18next set up once: Vietnamese default and fallback, English; language from the settings.
// Vietnamese is bundled; English is loaded on demand through a small backend (its chunk is
// imported the first time English is asked for: at start when the settings say English, or when
// the language is switched), so `changeLanguage('en')` resolves once its texts are in.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from '@/shared/settings/settings-store';
import type { Bundle } from './by-namespace';
import { withPlainKeyLookup } from './plain-key-lookup';
import { resourcesVi } from './resources';

const loaders: Record<string, () => Promise<Bundle>> = {
  en: () => import('./resources-en').then((module) => module.resourcesEn),
};
const loading = new Map<string, Promise<Bundle>>();

/** Reads a namespace of a language not bundled with the app, one chunk a language. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[language];
    if (!load) {
      callback(null, {});
      return;
    }
    let bundle = loading.get(language);
    if (!bundle) {
      bundle = load();
      loading.set(language, bundle);
      // A failed chunk (offline) may be tried again on the next switch.
      bundle.catch(() => loading.delete(language));
    }
    bundle.then(
      (texts) => callback(null, texts[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
withPlainKeyLookup(i18n);

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { vi: resourcesVi },
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
