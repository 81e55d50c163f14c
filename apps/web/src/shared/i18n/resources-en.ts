// The English texts of every namespace: a chunk of its own, imported by i18n.ts when English is
// the language (resources.ts explains the layout).
import commonEn from './en';
import { byNamespace } from './by-namespace';

const enModules = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/en.ts', '../../features/*/i18n/shell-en.ts'],
  { eager: true, import: 'default' },
);

export const resourcesEn = { common: commonEn, ...byNamespace(enModules) };
