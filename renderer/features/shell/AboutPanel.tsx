/** The About panel (admins, spec 1 §2.6): product, version, realm, the installation's support
 *  contacts and its copyright (OEM_COPYRIGHT sanitised by toBranding). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../platform';
import { useUserInfo } from '../session';
import type { ShellBranding } from './useShellBranding';
import './shell.css';

const CONTACT_KEYS = ['COMPANY_NAME', 'SUPPORT_PHONE', 'SUPPORT_EMAIL', 'SUPPORT_URL', 'TRADEMARKS'] as const;

export function AboutPanel({ branding }: { branding: ShellBranding }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const contacts = CONTACT_KEYS.filter((key) => branding.text[key]);
  return (
    <section className="vt-about" aria-label={t('activity.about')}>
      <dl className="vt-facts">
        <Fact term={t('about.product')}>{t('app.productName')}</Fact>
        <Fact term={t('about.version')}>{APP_VERSION}</Fact>
        <Fact term={t('about.realm')}>
          <bdi>{info.realm.name}</bdi>
        </Fact>
        {contacts.map((key) => (
          <Fact key={key} term={t(`about.fields.${key}`)}>
            <bdi>{branding.text[key]}</bdi>
          </Fact>
        ))}
      </dl>
      {branding.copyrightHtml && (
        <div className="vt-about__copyright" dir="auto" dangerouslySetInnerHTML={{ __html: branding.copyrightHtml }} />
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="vt-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
