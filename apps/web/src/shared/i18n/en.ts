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
  pin: {
    title: 'Enter your PIN',
    label: 'Trading PIN',
    hint: 'The 6-digit PIN that places, edits and cancels orders',
    invalid: 'The PIN has 6 digits',
    remember: 'Remember the PIN for this session',
    confirm: 'Confirm',
    cancel: 'Close',
  },
  panelFailed: 'This panel failed',
};

export default en;
