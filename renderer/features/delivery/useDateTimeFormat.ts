/** Date and time in the console's language, for the delivery manager's From and expiry texts. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDateTimeFormat(): (ms: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
    return (ms: number) => format.format(new Date(ms));
  }, [i18n.language]);
}
