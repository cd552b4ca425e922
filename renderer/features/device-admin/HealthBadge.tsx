/** A device's health (spec 3 §4: BROKEN, DEGRADED, NORMAL, OFF, PENDING) and, for an avatar while
 *  NORMAL only, its channel status (ONTIME, DELAYED_CATCHUP, DELAYED_DEGRADED). */
import { useTranslation } from 'react-i18next';
import { visibleChannelStatus } from '../../../shared/devices/deviceAdminConstants';
import { HealthStatus } from '../admin';

export function HealthBadge({ health, channel }: { health: string | null | undefined; channel?: string | null }) {
  const { t } = useTranslation();
  const shown = visibleChannelStatus(health, channel);
  return (
    <HealthStatus health={health}>
      {shown && <span className="vt-device-health__channel">{t(`deviceAdmin.channel.${shown}`)}</span>}
    </HealthStatus>
  );
}
