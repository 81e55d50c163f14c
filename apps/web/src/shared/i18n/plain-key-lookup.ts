// A quicker `t` for the common call: a plain key, no options. i18next resolves every call through
// its general path (option objects copied, key and namespace parsing, fallbacks, interpolation and
// nesting), some 0.1 ms a call on this machine, and the board's first render and a sort make
// hundreds of such calls. Wrapped around the instance's getFixedT (what react-i18next's
// useTranslation uses): a key whose text is a plain string (no `{{value}}`, no `$t(` nesting) in
// the language or its fallback is read straight from the store; anything else goes to i18next.
import type { i18n as I18n, TFunction } from 'i18next';

type AnyT = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** The plain text of `key`, or undefined when i18next must resolve it. */
function plainText(
  i18n: I18n,
  language: string | undefined,
  namespace: unknown,
  keyPrefix: unknown,
  key: unknown,
): string | undefined {
  if (typeof key !== 'string' || typeof namespace !== 'string' || key.includes(':')) return undefined;
  if (keyPrefix !== undefined && typeof keyPrefix !== 'string') return undefined;
  const path = keyPrefix ? `${keyPrefix}.${key}` : key;
  const fallback = i18n.options.fallbackLng;
  for (const code of [language ?? i18n.language, typeof fallback === 'string' ? fallback : undefined]) {
    if (code === undefined) continue;
    const text: unknown = i18n.getResource(code, namespace, path);
    if (text === undefined) continue;
    return typeof text === 'string' && !text.includes('{{') && !text.includes('$t(') ? text : undefined;
  }
  return undefined;
}

export function withPlainKeyLookup(i18n: I18n): void {
  const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => TFunction;
  i18n.getFixedT = ((language: unknown, namespace: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const slow = getFixedT(language, namespace, keyPrefix, ...more) as unknown as AnyT &
      Record<string, unknown>;
    const lng = typeof language === 'string' ? language : undefined;
    const fast: AnyT = (key, options, ...rest) => {
      if (options === undefined && rest.length === 0) {
        const text = plainText(i18n, lng, namespace, keyPrefix, key);
        if (text !== undefined) return text;
      }
      return slow(key, options, ...rest);
    };
    // The properties i18next and react-i18next read from a fixed t.
    return Object.assign(fast, { lng: slow.lng, lngs: slow.lngs, ns: slow.ns, keyPrefix: slow.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}
