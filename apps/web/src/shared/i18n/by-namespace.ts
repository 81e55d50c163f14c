// The texts of `features/<feature>/i18n/<language>.ts` (namespace `<feature>`) and
// `features/<feature>/i18n/shell-<language>.ts` (namespace `<feature>-shell`) modules, keyed by namespace.
export type Bundle = Record<string, Record<string, unknown>>;

/** The namespace of a feature's texts module, from its path. */
export function namespaceOf(path: string): string | undefined {
  const match = /features\/([^/]+)\/i18n\/(shell-)?[a-z]+\.ts$/.exec(path);
  if (!match) return undefined;
  return match[2] ? `${match[1]}-shell` : match[1];
}

export function byNamespace(modules: Record<string, Record<string, unknown>>): Bundle {
  const bundle: Bundle = {};
  for (const [path, texts] of Object.entries(modules)) {
    const namespace = namespaceOf(path);
    if (namespace) bundle[namespace] = texts;
  }
  return bundle;
}
