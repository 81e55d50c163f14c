// The texts of `features/<namespace>/i18n/<language>.ts` modules, keyed by namespace.
export type Bundle = Record<string, Record<string, unknown>>;

export function byNamespace(modules: Record<string, Record<string, unknown>>): Bundle {
  const bundle: Bundle = {};
  for (const [path, texts] of Object.entries(modules)) {
    const namespace = /features\/([^/]+)\/i18n\//.exec(path)?.[1];
    if (namespace) bundle[namespace] = texts;
  }
  return bundle;
}
