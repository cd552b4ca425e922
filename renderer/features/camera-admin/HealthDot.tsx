/** A camera's health (spec 3 §4: BROKEN, DEGRADED, NORMAL, OFF, PENDING) as a coloured dot and its name. */
import { useTranslation } from 'react-i18next';

export function HealthDot({ health }: { health: string | null | undefined }) {
  const { t } = useTranslation();
  const status = health ?? 'PENDING';
  return (
    <span className="vt-camera-health" data-health={status}>
      <span className={`vt-camera-health__dot vt-camera-health__dot--${status.toLowerCase()}`} aria-hidden />
      {t(`cameraAdmin.health.${status}`)}
    </span>
  );
}
