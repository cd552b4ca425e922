/** /redirect/{url}: sends the browser to the given url (spec 1 §2.2); only http(s) addresses and
 *  paths of this site are followed, never javascript: or data: ones. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePlatform } from '../../platform';
import { safeUrl } from '../auth';

export function RedirectPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const target = safeUrl(useParams()['*']);

  useEffect(() => {
    if (target) platform.replaceLocation(target);
  }, [platform, target]);

  return (
    <main className="vt-message-page">
      {target ? (
        <p className="vt-muted">{t('redirect.going')}</p>
      ) : (
        <>
          <h1>{t('redirect.invalidTitle')}</h1>
          <p className="vt-muted">{t('redirect.invalid')}</p>
        </>
      )}
    </main>
  );
}
