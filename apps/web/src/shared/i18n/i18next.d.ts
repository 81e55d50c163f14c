import 'i18next';
import type { SenResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SenResources;
  }
}
