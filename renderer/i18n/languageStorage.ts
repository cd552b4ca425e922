/** Where the chosen language is kept (spec 1 §9): local storage and a cookie, as 'en_US'. */
import { DEFAULT_LANGUAGE_TAG, type LanguageTag, toLanguageTag, toStoredLanguage } from './languageTags';

export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The stored language, else the cookie's, else the default (en_US). */
export function readStoredLanguage(): LanguageTag {
  return toLanguageTag(readLocal()) ?? toLanguageTag(readCookie()) ?? DEFAULT_LANGUAGE_TAG;
}

export function storeLanguage(tag: LanguageTag): void {
  const value = toStoredLanguage(tag);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Strict`;
}

function readLocal(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readCookie(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
