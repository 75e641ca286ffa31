import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { I18nContext } from '../../i18n/i18n-react';
import type { Locales, TranslationFunctions } from '../../i18n/i18n-types';
import { i18nString, loadedLocales } from '../../i18n/i18n-util';

type Branch = string | readonly Branch[] | { [key: string]: Branch };

/**
 * The translations as the screens read them (`useI18nContext().LL`). typesafe-i18n's own object
 * answers every `LL.a.b` with new proxies and a copy of the whole branch `a`, so a list whose
 * rows read a few labels each made thousands of short-lived objects a render, and the guests
 * list paused for them while scrolling (issue 23 item 23). This one is built once per language,
 * of plain objects whose leaves translate exactly as typesafe-i18n's do (its `i18nString`: the
 * same parsing, plurals and formatters), each part built on its first read. The language's texts
 * must be loaded first.
 */
const translationsByLocale = new Map<Locales, TranslationFunctions>();

export function plainTranslations(locale: Locales): TranslationFunctions {
  let translations = translationsByLocale.get(locale);
  if (!translations) {
    const translate = i18nString(locale);
    const build = (branch: Branch): unknown => {
      // A text without braces has no argument, plural or formatter: typesafe-i18n answers it as
      // written, after splitting it with its pattern at the first call and joining its one part at
      // every call. Most labels are such texts, and a screen's first render reads some hundred.
      if (typeof branch === 'string') return branch.includes('{') ? translate.bind(null, branch) : () => branch;
      if (Array.isArray(branch)) return branch.map(build);
      return Object.fromEntries(Object.entries(branch).map(([key, value]) => [key, build(value)]));
    };
    // Each part (guests, tables, …) is built when a screen first reads it: a page reads a few of
    // some 25, and building all 1,300 texts was 5 ms of the first load's main thread.
    const parts = {};
    for (const [part, branch] of Object.entries(loadedLocales[locale] as unknown as Record<string, Branch>)) {
      Object.defineProperty(parts, part, {
        enumerable: true,
        configurable: true,
        get() {
          const built = build(branch);
          Object.defineProperty(parts, part, { value: built, enumerable: true });
          return built;
        },
      });
    }
    translations = parts as TranslationFunctions;
    translationsByLocale.set(locale, translations);
  }
  return translations;
}

/** What typesafe-i18n's React component gives (`locale`, `LL`, `setLocale`), with `plainTranslations`. */
export function I18nProvider({ locale: initialLocale, children }: { locale: Locales; children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);
  const setLocale = useCallback((next: Locales) => setLocaleState(next), []);
  const context = useMemo(() => ({ locale, LL: plainTranslations(locale), setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={context}>{children}</I18nContext.Provider>;
}
