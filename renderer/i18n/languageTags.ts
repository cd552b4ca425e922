/** The console's languages: i18next tags (en-US) and the stored form of spec 1 §9 (en_US). */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '../../shared/shell/constants';

export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

/** en-US is the source of truth; every other bundle falls back to it. */
export const SOURCE_LANGUAGE: LanguageTag = 'en-US';

/** Each language's own name, shown when the server's language list is unavailable. */
export const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  'en-US': 'English',
  'ar-AE': 'العربية',
  'pl-PL': 'Polski',
};

/** 'en_US', 'en-us' or 'en-US' → 'en-US' when the console has that bundle, else undefined. */
export function toLanguageTag(value: string | null | undefined): LanguageTag | undefined {
  if (!value) return undefined;
  const wanted = value.trim().replace('_', '-').toLowerCase();
  return LANGUAGE_TAGS.find((tag) => tag.toLowerCase() === wanted);
}

/** 'en-US' → 'en_US', the form stored locally and in the cookie. */
export function toStoredLanguage(tag: LanguageTag): string {
  return tag.replace('-', '_');
}

export const DEFAULT_LANGUAGE_TAG: LanguageTag = toLanguageTag(DEFAULT_LANGUAGE) ?? SOURCE_LANGUAGE;
