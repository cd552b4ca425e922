/** Cast to display (desktop only, spec 1 §2.8): pick one of the displays the desktop shell reports,
 *  where the view opens in a separate window, or a display of a video wall the operator may
 *  control (issue 30), which then shows the view's cameras. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Display } from '../../../shared/ipc/displays';
import type { View } from '../../../shared/views';
import type { ViewCasting } from '../../platform/ViewCasting';
import { Dialog } from '../../ui';
import { useWallCastTargets } from './useWallCastTargets';
import { viewName } from './viewName';

export function CastViewDialog({ view, casting, onClose }: { view: View; casting: ViewCasting; onClose: () => void }) {
  const { t } = useTranslation();
  const [displays, setDisplays] = useState<Display[] | null>(null);
  const walls = useWallCastTargets(view);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    casting.listDisplays().then(
      (list) => live && setDisplays(list),
      (error: unknown) => {
        console.warn('Could not list displays', error);
        if (live) setDisplays([]);
      },
    );
    return () => {
      live = false;
    };
  }, [casting]);

  return (
    <Dialog title={t('views.castTitle', { name: viewName(view, t) })} onClose={onClose}>
      {displays === null && <p className="vt-muted">{t('views.loading')}</p>}
      {displays?.length === 0 && <p className="vt-muted">{t('views.noData')}</p>}
      <ul className="vt-display-list" aria-label={t('views.castScreens')}>
        {displays?.map((display) => (
          <li key={display.id}>
            <button
              type="button"
              className="vt-display-list__item"
              onClick={() => {
                void casting
                  .castView(view.id, display.id)
                  .catch((error: unknown) => console.warn('Cast failed', error));
                onClose();
              }}
            >
              {display.name}
              {display.isPrimary && <span className="vt-muted"> ({t('views.primaryDisplay')})</span>}
            </button>
          </li>
        ))}
      </ul>
      {walls.targets.length > 0 && (
        <>
          <h3 className="vt-display-list__heading">{t('views.castWalls')}</h3>
          <ul className="vt-display-list" aria-label={t('views.castWalls')}>
            {walls.targets.map((target) => (
              <li key={`${target.wallId}:${target.displayIndex}`}>
                <button
                  type="button"
                  className="vt-display-list__item"
                  onClick={() => {
                    setRefusal(null);
                    void walls.cast(target).then((problem) => (problem ? setRefusal(problem) : onClose()));
                  }}
                >
                  <bdi>{target.name}</bdi>
                  {!target.online && <span className="vt-muted"> ({t('views.castOffline')})</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal && (
        <p className="vt-display-list__refusal" role="alert">
          {refusal}
        </p>
      )}
    </Dialog>
  );
}
