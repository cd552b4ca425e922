/** A device's health (spec 3 §4: BROKEN, DEGRADED, NORMAL, OFF, PENDING) and, for an avatar while
 *  NORMAL only, its channel status (ONTIME, DELAYED_CATCHUP, DELAYED_DEGRADED). */
import { useTranslation } from 'react-i18next';
import { visibleChannelStatus } from '../../../shared/devices/deviceAdminConstants';

export function HealthBadge({ health, channel }: { health: string | null | undefined; channel?: string | null }) {
  const { t } = useTranslation();
  const shown = visibleChannelStatus(health, channel);
  return (
    <span className="vt-device-health">
      <span className={`vt-device-health__dot vt-device-health__dot--${(health ?? 'PENDING').toLowerCase()}`} />
      {t(`deviceAdmin.health.${health ?? 'PENDING'}`)}
      {shown && <span className="vt-device-health__channel">{t(`deviceAdmin.channel.${shown}`)}</span>}
    </span>
  );
}
