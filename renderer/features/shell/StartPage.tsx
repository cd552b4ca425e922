/** The Start Page system view's content (spec 1 §2.4) under its view header: who is signed in
 *  where, and — for admins — the administration groups one click away, their screens' code loaded
 *  while the page is read. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminViewGroup, visibleAdminGroups, visibleAdminViews } from '../admin';
import { useUserInfo } from '../session';
import { Icon } from '../../ui';
import { preloadAdminScreens } from './preloadAdminScreens';
import './shell.css';

export function StartPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const visibility = info.user.solidVisualConfig;
  const groups = info.isAdmin ? visibleAdminGroups(visibility) : [];
  // The sections behind the links load while the page is read, not after a click.
  useEffect(() => (info.isAdmin ? preloadAdminScreens() : undefined), [info.isAdmin]);
  return (
    <div className="vt-start">
      <p className="vt-muted">{t('start.welcome', { user: info.user.name, realm: info.realm.name })}</p>
      {groups.length > 0 && (
        <div className="vt-start__groups">
          {groups.map((group) => (
            <StartGroup key={group.id} group={group} links={visibleAdminViews(group, visibility)} />
          ))}
        </div>
      )}
    </div>
  );
}

function StartGroup({ group, links }: { group: AdminViewGroup; links: { id: string }[] }) {
  const { t } = useTranslation();
  return (
    <article className="vt-start__group">
      <h2>
        <Icon name={group.icon} size={18} />
        {t(`admin.groups.${group.id}`)}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link className="vt-link" to={`/view/${link.id}`}>
              {t(`admin.views.${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
