/** What a view is designed for (spec 1 §2.9): Default 16:9, a numbered display (desktop), or Auto. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Display } from '../../../shared/ipc/displays';
import type { View } from '../../../shared/views';
import { usePlatform } from '../../platform';

type Design = Pick<View, 'aspectRatio' | 'designDisplayId'>;

export function DesignForSelect({ value, onChange }: { value: Design; onChange: (design: Design) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const platform = usePlatform();
  const [displays, setDisplays] = useState<Display[]>([]);
  const casting = platform.kind === 'desktop' ? platform.viewCasting : undefined;

  useEffect(() => {
    if (!casting) return;
    let live = true;
    casting.listDisplays().then(
      (list) => live && setDisplays(list),
      (error: unknown) => console.warn('Could not list displays', error),
    );
    return () => {
      live = false;
    };
  }, [casting]);

  const current =
    value.aspectRatio === 'display' && value.designDisplayId != null
      ? `display:${value.designDisplayId}`
      : (value.aspectRatio ?? '16:9');

  return (
    <div className="vt-field">
      <label className="vt-field__label" htmlFor={id}>
        {t('views.designFor')}
      </label>
      <select
        id={id}
        className="vt-field__input"
        value={current}
        onChange={(event) => {
          const choice = event.target.value;
          if (choice.startsWith('display:'))
            onChange({ aspectRatio: 'display', designDisplayId: Number(choice.slice(8)) });
          else onChange({ aspectRatio: choice === 'auto' ? 'auto' : '16:9', designDisplayId: null });
        }}
      >
        <option value="16:9">{t('views.designDefault')}</option>
        {displays.map((display) => (
          <option key={display.id} value={`display:${display.id}`}>
            {t('views.designDisplay', { number: display.index + 1 })}
          </option>
        ))}
        <option value="auto">{t('views.designAuto')}</option>
      </select>
    </div>
  );
}
