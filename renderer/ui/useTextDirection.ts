/** The reading direction of the current language, for the headless primitives' `dir`: their arrow
 *  keys then mirror in right-to-left locales (ar-AE). */
import { useTranslation } from 'react-i18next';

export function useTextDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language);
}
