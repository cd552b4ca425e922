import { act, fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { mockFetch, renderApp } from '../../testing';

const LANGUAGES = [
  { tag: 'en_US', description: 'English' },
  { tag: 'ar_AE', description: 'العربية' },
  { tag: 'pl_PL', description: 'Polski' },
];

function languageList() {
  return within(screen.getByRole('navigation', { name: /.+/ }));
}

describe('LanguageList', () => {
  beforeEach(() => localStorage.clear());

  it('shows the current language in bold', async () => {
    mockFetch({ 'GET /api/languages': { body: LANGUAGES } });
    await renderApp('/');
    const bold = languageList().getByText('English');
    expect(bold.tagName).toBe('STRONG');
    expect(languageList().getByText('Polski').tagName).toBe('BUTTON');
  });

  it('switching to ar-AE sets dir=rtl on <html>, translates and remembers the choice', async () => {
    mockFetch({ 'GET /api/languages': { body: LANGUAGES } });
    await renderApp('/');
    expect(document.documentElement.dir).toBe('ltr');

    await act(async () => fireEvent.click(languageList().getByText('العربية')));
    await screen.findByLabelText('اسم المستخدم');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-AE');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar_AE');
    expect(document.cookie).toContain('language=ar_AE');
    expect(languageList().getByText('العربية').tagName).toBe('STRONG');

    await act(async () => fireEvent.click(languageList().getByText('Polski')));
    await screen.findByLabelText('Nazwa użytkownika');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl_PL');
  });

  it('offers the bundled languages when the server lists none', async () => {
    mockFetch({ 'GET /api/languages': { status: 500, body: { code: 500, message: 'down' } } });
    await renderApp('/');
    expect(
      languageList()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['English', 'العربية', 'Polski']);
  });
});
