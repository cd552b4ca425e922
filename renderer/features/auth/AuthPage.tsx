/** The frame of every logged-out page: branded header (with the language list where the spec
 *  puts it), one card with the page's title, and the copyright footer. */
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_ROUTES } from './authRoutes';
import { cssUrl } from './branding';
import { LanguageList } from './LanguageList';
import { usePublicSettings } from './PublicSettings';
import './auth.css';

export interface AuthPageProps {
  title: string;
  /** Spec 1 §2.1: the login and licence pages show the language list. */
  showLanguages?: boolean;
  /** Offer a way back to the login page under the card. */
  backToLogin?: boolean;
  wide?: boolean;
  children: ReactNode;
}

export function AuthPage({ title, showLanguages = false, backToLogin = false, wide = false, children }: AuthPageProps) {
  const { t } = useTranslation();
  const { branding } = usePublicSettings();
  const titleId = useId();

  useEffect(() => {
    if (!branding.iconUrl) return;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = branding.iconUrl;
  }, [branding.iconUrl]);

  return (
    <div
      className="vt-auth"
      style={branding.backgroundUrl ? { backgroundImage: cssUrl(branding.backgroundUrl) } : undefined}
    >
      <header className="vt-auth__header" style={{ backgroundColor: branding.headerColor }}>
        <div className="vt-auth__brand">
          {branding.logoVisible && <img className="vt-auth__logo" src={branding.logoUrl} alt={t('branding.logoAlt')} />}
          <span className="vt-auth__product">{t('app.productName')}</span>
        </div>
        {showLanguages && <LanguageList />}
      </header>
      <main className="vt-auth__main">
        <section className={wide ? 'vt-card vt-card--wide' : 'vt-card'} aria-labelledby={titleId}>
          <h1 id={titleId} className="vt-card__title">
            {title}
          </h1>
          {children}
        </section>
        {backToLogin && (
          <Link className="vt-auth__back" to={AUTH_ROUTES.login}>
            {t('auth.backToLogin')}
          </Link>
        )}
      </main>
      <footer className="vt-auth__footer" style={{ backgroundColor: branding.footerColor }}>
        {branding.copyrightHtml ? (
          <div className="vt-auth__copyright" dir="auto" dangerouslySetInnerHTML={{ __html: branding.copyrightHtml }} />
        ) : (
          <div className="vt-auth__copyright">{t('branding.copyright', { year: new Date().getFullYear() })}</div>
        )}
      </footer>
    </div>
  );
}
