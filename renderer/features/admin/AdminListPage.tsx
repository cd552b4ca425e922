/** The page of an administration section or screen (spec 1 §2.5; spec 3 §2.1, §2.12): its title as
 *  the page's heading, the section's actions beside it (add, import, activate …), then its body —
 *  one frame for the Cameras, Sensors, Gateways and Avatars sections, the device forms and the
 *  access and settings sections (users, user audit, realm settings, groups, policies, zones, sets). */
import type { ReactNode } from 'react';
import './adminKit.css';

export interface AdminListPageProps {
  /** Id of the heading, which names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  actions?: ReactNode;
  /** The page's own class beside vt-admin-page, for what its body lays out. */
  className?: string;
  children: ReactNode;
}

export function AdminListPage({ titleId, title, actions, className, children }: AdminListPageProps) {
  return (
    <section className={className ? `vt-admin-page ${className}` : 'vt-admin-page'} aria-labelledby={titleId}>
      <header className="vt-admin-page__header">
        <h1 id={titleId}>{title}</h1>
        {actions && <div className="vt-admin-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
