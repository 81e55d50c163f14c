import { describe, expect, it } from 'vitest';
import { resourcesVi } from './resources';
import { resourcesEn } from './resources-en';

const resources = { vi: resourcesVi, en: resourcesEn };

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('i18n resources', () => {
  it('has the same namespaces in both languages', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.vi).sort());
  });

  it.each(Object.keys(resources.vi))('namespace %s has the same keys in English', (namespace) => {
    const vi = (resources.vi as Record<string, Tree>)[namespace] ?? {};
    const en = (resources.en as Record<string, Tree>)[namespace] ?? {};
    expect(keysOf(en).sort()).toEqual(keysOf(vi).sort());
  });
});
