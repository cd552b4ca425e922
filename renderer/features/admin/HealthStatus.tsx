/** A device's health (spec 3 §4: BROKEN, DEGRADED, NORMAL, OFF, PENDING) as a coloured dot and its
 *  name, with anything a section adds after it (an avatar's channel status). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './adminKit.css';

export function HealthStatus({ health, children }: { health: string | null | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const status = health ?? 'PENDING';
  return (
    <span className="vt-admin-health" data-health={status}>
      <span className={`vt-admin-health__dot vt-admin-health__dot--${status.toLowerCase()}`} aria-hidden />
      {t(`admin.kit.health.${status}`)}
      {children}
    </span>
  );
}
