/** The side activity bar (spec 1 §2.6): a vertical toolbar of items, the active one marked. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import type { ActivityItem } from './activityItems';
import './activitybar.css';

export interface ActivityBarProps {
  items: readonly ActivityItem[];
  activeItemId: string;
  sidebarOpen: boolean;
  logoUrl: string;
  onActivate: (item: Exclude<ActivityItem, { kind: 'separator' }>) => void;
}

export function ActivityBar({ items, activeItemId, sidebarOpen, logoUrl, onActivate }: ActivityBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="vt-activitybar" aria-label={t('activity.label')}>
      {items.map((item) => {
        if (item.kind === 'separator') return <hr key={item.id} className="vt-activitybar__separator" />;
        if (item.kind === 'logo') {
          return (
            <button
              key={item.id}
              type="button"
              className="vt-activitybar__logo"
              title={t('activity.home')}
              aria-label={t('activity.home')}
              onClick={() => onActivate(item)}
            >
              <img src={logoUrl} alt="" />
            </button>
          );
        }
        const label = t(item.label);
        const active = item.id === activeItemId && sidebarOpen && !item.holdSidebar;
        return (
          <button
            key={item.id}
            type="button"
            className={active ? 'vt-activitybar__item vt-activitybar__item--active' : 'vt-activitybar__item'}
            title={label}
            aria-label={label}
            aria-pressed={item.holdSidebar ? undefined : active}
            data-activity={item.id}
            onClick={() => onActivate(item)}
          >
            <Icon name={item.icon} size={22} />
            {item.isBeta && <span className="vt-activitybar__beta">{t('app.beta')}</span>}
          </button>
        );
      })}
    </nav>
  );
}
