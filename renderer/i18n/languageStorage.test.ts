import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './languageStorage';

function clearCookie() {
  document.cookie = 'language=; path=/; max-age=0';
}

describe('language storage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('defaults to en_US', () => {
    expect(readStoredLanguage()).toBe('en-US');
  });

  it('keeps the choice as pl_PL in local storage and the cookie', () => {
    storeLanguage('pl-PL');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl_PL');
    expect(document.cookie).toContain('language=pl_PL');
    expect(readStoredLanguage()).toBe('pl-PL');
  });

  it('falls back to the cookie and ignores languages without a bundle', () => {
    document.cookie = 'language=ar_AE; path=/';
    expect(readStoredLanguage()).toBe('ar-AE');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx_XX');
    expect(readStoredLanguage()).toBe('ar-AE');
  });
});
