// i18next set up once: Vietnamese default and fallback, English; language from the settings.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from '@/shared/settings/settings-store';
import { resources } from './resources';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: settingsStore.get().lang,
  fallbackLng: 'vi',
  supportedLngs: ['vi', 'en'],
  defaultNS: 'common',
  ns: Object.keys(resources.vi),
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
