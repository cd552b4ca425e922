/** The cell's sound control (issue 31): mute and volume of the camera's sound, offered on the
 *  focused cell of a camera with a microphone. Sound plays only forward at 1×: at other speeds the
 *  control says so. */
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../ui';

/** Speaker with waves, and with a cross (muted). */
const SPEAKER = 'M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14';
const SPEAKER_MUTED = 'M11 5L6 9H2v6h4l5 4zM23 9l-6 6M17 9l6 6';

export interface AudioControlProps {
  muted: boolean;
  volume: number;
  /** The play is not forward at 1×: nothing is heard whatever the volume. */
  silent: boolean;
  onMutedChange(muted: boolean): void;
  onVolumeChange(volume: number): void;
}

export function AudioControl({ muted, volume, silent, onMutedChange, onVolumeChange }: AudioControlProps) {
  const { t } = useTranslation();
  const quiet = muted || silent;
  return (
    <span role="group" aria-label={t('video.cell.sound')} className="vt-cell__audio">
      <button
        type="button"
        className="vt-cell__button"
        aria-pressed={muted}
        aria-label={muted ? t('video.cell.unmute') : t('video.cell.mute')}
        title={silent ? t('video.cell.soundSilentAtSpeed') : muted ? t('video.cell.unmute') : t('video.cell.mute')}
        onClick={() => onMutedChange(!muted)}
      >
        <LineIcon path={quiet ? SPEAKER_MUTED : SPEAKER} size={18} className="vt-video-icon" />
      </button>
      <input
        type="range"
        className="vt-cell__volume"
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        aria-label={t('video.cell.volume')}
        aria-valuetext={`${Math.round(volume * 100)}%`}
        onChange={(event) => {
          const next = Number(event.currentTarget.value) / 100;
          onVolumeChange(next);
          if (muted && next > 0) onMutedChange(false);
        }}
      />
    </span>
  );
}
