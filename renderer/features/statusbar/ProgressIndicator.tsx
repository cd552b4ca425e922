/** The status bar's progress bar with its optional Stop (spec 1 §2.10): a progress set directly,
 *  else the newest running task (useProgressTask), else the user's exports; nothing while idle. */
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../state';
import { Icon } from '../../ui';
import { useShownProgress } from './progressTasks';

const PERCENT = 100;

export function ProgressIndicator() {
  const { t } = useTranslation();
  const progress = useShownProgress(useProgress());
  if (!progress) return null;
  const percent = progress.fraction === undefined ? undefined : Math.round(progress.fraction * PERCENT);
  return (
    <div className="vt-statusbar__progress">
      <span className="vt-statusbar__progress-label">{progress.label}</span>
      <progress max={PERCENT} value={percent} aria-label={progress.label} />
      {progress.onStop && (
        <button type="button" className="vt-statusbar__button" onClick={progress.onStop}>
          <Icon name="stop" size={12} />
          {t('statusbar.stop')}
        </button>
      )}
    </div>
  );
}
