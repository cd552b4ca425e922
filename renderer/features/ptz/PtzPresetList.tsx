/** The PTZ Presets list (spec 2 §2): a click goes to the preset, 'no preset' when there is none;
 *  administrators also store the current position into a preset, clear one, or add a new one. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { PtzConfig } from './ptzDocuments';
import type { PtzControl } from './usePtzControl';

export interface PtzPresetListProps {
  presets: NonNullable<PtzConfig['presets']>;
  isAdmin: boolean;
  control: PtzControl;
  /** A preset was stored or cleared: the configuration changed on the server. */
  onChanged(): void;
}

/** The lowest positive whole number that is no preset's id yet. */
function nextPresetId(presets: PtzPresetListProps['presets']): string {
  const taken = new Set(presets.map((preset) => preset.id));
  let id = 1;
  while (taken.has(String(id))) id += 1;
  return String(id);
}

export function PtzPresetList({ presets, isAdmin, control, onChanged }: PtzPresetListProps) {
  const { t } = useTranslation();
  const store = async (preset: string, action: 'SAVE' | 'CLEAR') => {
    await control.send('preset', { preset, action });
    onChanged();
  };
  return (
    <div className="vt-ptz-presets">
      {presets.length === 0 ? (
        <p className="vt-muted">{t('video.ptz.presets.noPreset')}</p>
      ) : (
        <ul className="vt-ptz-presets__list" aria-label={t('video.ptz.menu.presets')}>
          {presets.map((preset) => {
            const name = preset.name || preset.id;
            return (
              <li key={preset.id} className="vt-ptz-presets__item">
                <Button
                  variant="quiet"
                  className="vt-ptz-presets__go"
                  onClick={() => void control.send('preset', { preset: preset.id, action: 'GOTO' })}
                >
                  {name}
                </Button>
                {isAdmin && (
                  <>
                    <Button
                      variant="quiet"
                      aria-label={t('video.ptz.presets.saveNamed', { name })}
                      onClick={() => void store(preset.id, 'SAVE')}
                    >
                      {t('video.ptz.presets.save')}
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={t('video.ptz.presets.clearNamed', { name })}
                      onClick={() => void store(preset.id, 'CLEAR')}
                    >
                      {t('video.ptz.presets.clear')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {isAdmin && (
        <Button variant="secondary" onClick={() => void store(nextPresetId(presets), 'SAVE')}>
          {t('video.ptz.presets.saveNew')}
        </Button>
      )}
    </div>
  );
}
