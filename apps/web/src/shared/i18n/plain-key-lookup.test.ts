// The quick path of `t` gives what i18next gives for every key of every namespace, in both
// languages, and leaves keys with values, nesting or options to i18next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as typed } from './i18n';
import { resourcesEn } from './resources-en';
import { resourcesVi } from './resources';

type Tree = { [key: string]: unknown };
type T = (key: string, options?: object) => string;
// Keys built at run time: the instance without its typed keys.
const i18n = typed as unknown as {
  getFixedT(language: string, namespace: string): T;
  t: T;
  addResource(language: string, namespace: string, key: string, text: string): void;
};

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

afterEach(() => vi.restoreAllMocks());

describe('plain key lookup', () => {
  it.each([
    ['vi', resourcesVi],
    ['en', resourcesEn],
  ] as const)('gives i18next’s text for every key in %s', (language, resources) => {
    for (const [namespace, texts] of Object.entries(resources)) {
      const t = i18n.getFixedT(language, namespace);
      for (const key of keysOf(texts as Tree))
        expect(t(key), `${namespace}:${key}`).toBe(i18n.t(key, { ns: namespace, lng: language }));
    }
  });

  it('reads a plain text without i18next, and asks i18next for values, options and missing keys', () => {
    const translate = vi.spyOn(typed, 't');
    const t = i18n.getFixedT('vi', 'alerts-shell');
    const common = i18n.getFixedT('en', 'common');
    expect(common('retry')).toBe('Retry');
    expect(translate).not.toHaveBeenCalled();
    expect(t('bell', { symbol: 'FPT' })).toBe('Đặt cảnh báo giá FPT');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('falls back to Vietnamese for a key English lacks, as i18next does', () => {
    i18n.addResource('vi', 'common', 'onlyVietnamese', 'Chỉ tiếng Việt');
    const t = i18n.getFixedT('en', 'common');
    expect(t('onlyVietnamese')).toBe('Chỉ tiếng Việt');
    expect(t('onlyVietnamese')).toBe(i18n.t('onlyVietnamese', { lng: 'en' }));
  });
});
