/** Where the chosen language is kept (spec 1 §9): local storage and a cookie, as 'en_US'. It is
 *  read before any UI state exists (and outlives logout), so it uses the stored-value helper's
 *  plain reads and writes rather than an atom. */
import { readStoredValue, type StoredValueCodec, writeStoredValue } from '../state';
import { DEFAULT_LANGUAGE_TAG, type LanguageTag, toLanguageTag, toStoredLanguage } from './languageTags';

export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A language without a bundle reads as none, so the cookie or the default applies. */
const languageCodec: StoredValueCodec<LanguageTag> = { parse: toLanguageTag, serialize: toStoredLanguage };

/** The stored language, else the cookie's, else the default (en_US). */
export function readStoredLanguage(): LanguageTag {
  return readStoredValue(LANGUAGE_STORAGE_KEY, languageCodec) ?? toLanguageTag(readCookie()) ?? DEFAULT_LANGUAGE_TAG;
}

export function storeLanguage(tag: LanguageTag): void {
  // Storage can be disabled; the cookie still carries the choice.
  writeStoredValue(LANGUAGE_STORAGE_KEY, languageCodec, tag);
  document.cookie = `${LANGUAGE_COOKIE}=${toStoredLanguage(tag)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Strict`;
}

function readCookie(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
