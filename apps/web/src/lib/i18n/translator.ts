type Dictionary = Record<string, string>;
type Params = Record<string, string | number | undefined>;

/** The translator's `t`, as components receive it from `useTranslation()`. */
export type Translate = (key: string, params?: Params) => string;

/**
 * A small translator: dictionaries per language, the current language and a fallback. Keys missing
 * in the current language come from the fallback, then the key itself is shown. `{{name}}`
 * placeholders are replaced from params. (i18next did the same at ~20 KB gzipped; see
 * docs/decisions/0004-own-translator.md.)
 */
export function createTranslator(fallback: string) {
  const bundles = new Map<string, Dictionary>();
  const listeners = new Set<() => void>();
  let language = fallback;
  let version = 0;

  const emit = () => {
    version += 1;
    for (const l of listeners) l();
  };

  const t: Translate = (key, params) => {
    const text = bundles.get(language)?.[key] ?? bundles.get(fallback)?.[key] ?? key;
    if (!params) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
      params[name] === undefined ? m : String(params[name]),
    );
  };

  return {
    t,
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    hasBundle: (lang: string) => bundles.has(lang),
    addBundle(lang: string, dict: Dictionary) {
      bundles.set(lang, { ...bundles.get(lang), ...dict });
      emit();
    },
    /** Drops every dictionary (a server render starts each page from the page's own units). */
    clear() {
      bundles.clear();
      emit();
    },
    setLanguage(lang: string) {
      if (lang === language) return;
      language = lang;
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
