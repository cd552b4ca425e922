/** Languages of the console (spec 1 §9): en-US source, ar-AE right-to-left, pl-PL. */
export { currentLanguage, i18n, initI18n, setLanguage } from './i18n';
export { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './languageStorage';
export { LANGUAGE_NAMES, type LanguageTag, SOURCE_LANGUAGE, toLanguageTag, toStoredLanguage } from './languageTags';
