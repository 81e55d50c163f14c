import type { CommonResources } from './vi';

const en: CommonResources = {
  appName: 'Sen',
  loading: 'Loading...',
  retry: 'Retry',
  loadFailed: 'Could not load data',
  configFailed: 'Could not load the server configuration',
  version: 'Version {{version}}',
  simulatedMarket: 'Simulated market',
  demoClock: 'Demo clock',
  marketTime: 'Market time',
  language: 'Language',
  languages: { vi: 'Tiếng Việt', en: 'English' },
  languageShort: { vi: 'VI', en: 'EN' },
  theme: { label: 'Theme', dark: 'Dark', light: 'Light' },
  server: { label: 'Server', on: 'Connected', off: 'Disconnected', unknown: 'Connecting' },
  menu: { priceBoard: 'Price board', open: 'Open the menu', label: 'Main menu', close: 'Close the menu' },
  notFound: 'Page not found',
  panelFailed: 'This panel failed',
};

export default en;
