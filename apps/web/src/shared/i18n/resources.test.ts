import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_FEATURES, loadScreenTextsVi, resourcesVi, SCREEN_NAMESPACES } from './resources';
import { resourcesEn } from './resources-en';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Every Vietnamese namespace: the bundled ones and those loaded with their screens. */
async function allVi(): Promise<Record<string, Tree>> {
  const loaded = await Promise.all(
    SCREEN_NAMESPACES.map(async (namespace) => [namespace, await loadScreenTextsVi(namespace)] as const),
  );
  return {
    ...(resourcesVi as Record<string, Tree>),
    ...(Object.fromEntries(loaded) as Record<string, Tree>),
  };
}

describe('i18n resources', () => {
  it('has the same namespaces in both languages', async () => {
    expect(Object.keys(resourcesEn).sort()).toEqual(Object.keys(await allVi()).sort());
  });

  it('bundles common, the first-load features and the shell namespaces; every other feature loads with its screens', () => {
    const bundled = Object.keys(resourcesVi);
    expect(bundled.filter((namespace) => SCREEN_NAMESPACES.includes(namespace))).toEqual([]);
    expect(
      bundled.filter((namespace) => namespace !== 'common' && !namespace.endsWith('-shell')).sort(),
    ).toEqual([...FIRST_LOAD_FEATURES].sort());
    expect(SCREEN_NAMESPACES.filter((namespace) => namespace.endsWith('-shell'))).toEqual([]);
    expect(SCREEN_NAMESPACES).toContain('stock-detail');
  });

  it('gives an unknown namespace no loader', () => {
    expect(loadScreenTextsVi('no-such-feature')).toBeUndefined();
  });

  it.each(Object.keys(resourcesEn))('namespace %s has the same keys in English', async (namespace) => {
    const vi = (await allVi())[namespace] ?? {};
    const en = (resourcesEn as Record<string, Tree>)[namespace] ?? {};
    expect(keysOf(en).sort()).toEqual(keysOf(vi).sort());
  });
});
