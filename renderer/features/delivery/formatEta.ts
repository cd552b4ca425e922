/** The ETA text of the delivery manager (spec 2 §4): Stalled (null or -1), Very soon (0), then
 *  days, hrs, min and sec. */
import type { TFunction } from 'i18next';
import { ETA_STALLED, ETA_VERY_SOON } from '../../../shared/video/deliveryConstants';

const SECONDS_PER = { day: 86_400, hour: 3_600, minute: 60 } as const;

export type EtaParts =
  | { kind: 'stalled' }
  | { kind: 'verySoon' }
  | { kind: 'remaining'; days: number; hours: number; minutes: number; seconds: number };

/** The ETA (seconds) taken apart; anything negative or unknown counts as stalled. */
export function etaParts(eta: number | null | undefined): EtaParts {
  if (eta == null || !Number.isFinite(eta) || eta === ETA_STALLED || eta < 0) return { kind: 'stalled' };
  if (eta === ETA_VERY_SOON) return { kind: 'verySoon' };
  let rest = Math.ceil(eta);
  const days = Math.floor(rest / SECONDS_PER.day);
  rest -= days * SECONDS_PER.day;
  const hours = Math.floor(rest / SECONDS_PER.hour);
  rest -= hours * SECONDS_PER.hour;
  const minutes = Math.floor(rest / SECONDS_PER.minute);
  return { kind: 'remaining', days, hours, minutes, seconds: rest - minutes * SECONDS_PER.minute };
}

/** '2 days 3 hrs', '5 min 7 sec' …: the units from the largest non-zero one, zero parts left out. */
export function formatEta(eta: number | null | undefined, t: TFunction): string {
  const parts = etaParts(eta);
  if (parts.kind === 'stalled') return t('video.delivery.eta.stalled');
  if (parts.kind === 'verySoon') return t('video.delivery.eta.verySoon');
  const units: Array<[number, string]> = [
    [parts.days, 'video.delivery.eta.days'],
    [parts.hours, 'video.delivery.eta.hours'],
    [parts.minutes, 'video.delivery.eta.minutes'],
    [parts.seconds, 'video.delivery.eta.seconds'],
  ];
  return units
    .filter(([count]) => count > 0)
    .map(([count, key]) => t(key, { count }))
    .join(' ');
}
