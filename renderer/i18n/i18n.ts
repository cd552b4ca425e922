/** The console's i18next instance: bundles from locales/, the chosen language, and the page's
 *  lang and dir attributes (ar-AE is right-to-left). */
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../shared/shell/constants';
import { readStoredLanguage, storeLanguage } from './languageStorage';
import { type LanguageTag, SOURCE_LANGUAGE } from './languageTags';

export const NAMESPACE = 'translation';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/** Loads the source bundle and the stored (or given) language, then marks up <html>. */
export async function initI18n(language: LanguageTag = readStoredLanguage()): Promise<I18n> {
  if (i18n.isInitialized) {
    await setLanguage(language);
    return i18n;
  }
  const [source, chosen] = await Promise.all([
    loadBundle(SOURCE_LANGUAGE),
    language === SOURCE_LANGUAGE ? undefined : loadBundle(language),
  ]);
  const resources: Record<string, Record<string, ResourceKey>> = { [SOURCE_LANGUAGE]: { [NAMESPACE]: source } };
  if (chosen) resources[language] = { [NAMESPACE]: chosen };
  await i18n.init({
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...LANGUAGE_TAGS],
    load: 'currentOnly',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: false },
  });
  storeLanguage(language);
  applyToDocument(language);
  return i18n;
}

/** Switches the console's language, keeps the choice, and sets dir=rtl for right-to-left ones. */
export async function setLanguage(language: LanguageTag): Promise<void> {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    i18n.addResourceBundle(language, NAMESPACE, await loadBundle(language));
  }
  await i18n.changeLanguage(language);
  storeLanguage(language);
  applyToDocument(language);
}

export function currentLanguage(): LanguageTag {
  return (i18n.resolvedLanguage ?? i18n.language ?? SOURCE_LANGUAGE) as LanguageTag;
}

function applyToDocument(language: LanguageTag): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = i18n.dir(language);
}

/** One bundle from locales/<tag>/translation.json (its own chunk in the build). */
async function loadBundle(language: LanguageTag): Promise<ResourceKey> {
  const module = (await import(
    /* webpackChunkName: "locale-[request]" */ `../../locales/${language}/translation.json`
  )) as { default?: ResourceKey };
  return module.default ?? (module as ResourceKey);
}
