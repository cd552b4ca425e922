/** The speed selector (spec 2 §2 Player controls, §9 speed options). */
import { useTranslation } from 'react-i18next';

export interface SpeedSelectProps {
  speeds: readonly number[];
  value: number;
  onChange(speed: number): void;
}

export function SpeedSelect({ speeds, value, onChange }: SpeedSelectProps) {
  const { t } = useTranslation();
  // A speed outside the list (a scrub at ±10 with the limited list) is shown while it lasts.
  const options = speeds.includes(value) ? speeds : [...speeds, value].sort((a, b) => a - b);
  return (
    <select
      className="vt-cell__speed"
      aria-label={t('video.cell.speed')}
      title={t('video.cell.speed')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((speed) => (
        <option key={speed} value={String(speed)}>
          {t('video.cell.speedValue', { speed })}
        </option>
      ))}
    </select>
  );
}
