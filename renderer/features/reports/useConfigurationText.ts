/** The configuration status report's words in the operator's language: checks, statuses, the
 *  platform's messages it knows (others stay the platform's own), recording modes, health states
 *  and the archive's free bytes in the operator's units. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA_MESSAGES, RECORDING_MODES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import {
  CONFIG_CHECK,
  CONFIG_STATUS_MESSAGE,
  type ConfigurationCheckRow,
} from '../../../shared/metrics/configurationStatus';
import { useMetricFormat } from './useMetricFormat';

const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CONFIG_STATUS_MESSAGE).map(([key, text]) => [text, key] as [string, string]),
  [CAMERA_MESSAGES.wrongCredentials, 'WRONG_CREDENTIALS'],
  [CAMERA_MESSAGES.unreachable, 'UNREACHABLE'],
]);
const HEALTH_STATES = new Set(['BROKEN', 'DEGRADED', 'NORMAL', 'OFF', 'PENDING']);
/** How the platform writes the archive's headroom: "≥ 123 bytes free", "456 bytes free". */
const FREE_BYTES = /^(≥ )?(\d+) bytes free$/;

export function useConfigurationText() {
  const { t } = useTranslation();
  const bytes = useMetricFormat('bytes');
  const message = useCallback(
    (text: string | null) => {
      if (!text) return '';
      const key = MESSAGE_KEYS.get(text);
      return key ? t(`metrics.configurationStatus.messages.${key}`) : text;
    },
    [t],
  );
  const value = useCallback(
    (row: ConfigurationCheckRow, text: string | null) => {
      if (!text) return '';
      if (row.check === CONFIG_CHECK.RECORDING_MODE && (RECORDING_MODES as readonly string[]).includes(text))
        return t(`cameraAdmin.recording.modes.${text}`);
      if (row.check === CONFIG_CHECK.REACHABLE && HEALTH_STATES.has(text)) return t(`admin.kit.health.${text}`);
      const free = FREE_BYTES.exec(text);
      if (free)
        return t(free[1] ? 'reports.configuration.freeAtLeast' : 'reports.configuration.free', {
          size: bytes(Number(free[2])),
        });
      return text;
    },
    [t, bytes],
  );
  return { message, value };
}
