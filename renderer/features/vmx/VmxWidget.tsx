/** The VMX widget (spec 3 §2.6 VMX row, min 400×400; issue 30): the operator's remote for the
 *  realm's video walls. Pick a wall; its displays sit as on the wall, each with live thumbnails of
 *  what it shows; a camera dragged from a camera list or an event onto a display's cell goes on that
 *  display; each display's menu sets its layout, a shared view or clears it; presets are saved,
 *  recalled and deleted. Follows videoWallChanged, so another console's change shows at once. An
 *  operator the platform does not let control the wall sees it read-only; refusals show in place. */
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { parseSharedViews } from '../../../shared/views/sharedViews';
import { ErrorBanner, localiseServerMessage, SelectField } from '../../ui';
import type { WidgetComponentProps } from '../widgets';
import { useChosenWall } from './useChosenWall';
import { useDisplayName } from './useDisplayName';
import { useThumbnailStamp } from './useThumbnailStamp';
import { useVmxWalls } from './useVmxWalls';
import { useWallControl } from './useWallControl';
import { VmxCamerasQuery, VmxSharedViewsQuery, type VmxWall } from './vmxDocuments';
import { WallDisplayTile } from './WallDisplayTile';
import { WallPresetBar } from './WallPresetBar';
import './vmx.css';

export function VmxWidget({ viewId, instanceId }: WidgetComponentProps) {
  const { t } = useTranslation();
  const { walls, fetching, error } = useVmxWalls();
  const [chosenId, choose] = useChosenWall(viewId, instanceId);
  const wall = walls.find((w) => w.id === chosenId) ?? walls[0];

  if (error) {
    const message = error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
    return (
      <div className="vt-vmx vt-widget-fill">
        <p className="vt-widget-message vt-widget-message--error" role="alert">
          {t('vmx.loadError', { message: localiseServerMessage(t, message) })}
        </p>
      </div>
    );
  }
  if (!wall) {
    return (
      <div className="vt-vmx vt-widget-fill">
        <p className="vt-widget-message">{fetching ? t('vmx.loading') : t('vmx.noWalls')}</p>
      </div>
    );
  }
  return (
    <div className="vt-vmx vt-widget-fill" data-testid="vmx">
      <WallPanel
        key={wall.id}
        wall={wall}
        picker={
          <SelectField
            label={t('vmx.wall')}
            value={wall.id}
            options={walls.map((w) => ({ value: w.id, label: w.name }))}
            onChange={choose}
          />
        }
      />
    </div>
  );
}

/** The chosen wall's presets, messages and displays (one per wall: its error and busy state). */
function WallPanel({ wall, picker }: { wall: VmxWall; picker: ReactNode }) {
  const { t } = useTranslation();
  const control = useWallControl(wall.id);
  const stamp = useThumbnailStamp();
  const nameOf = useDisplayName();
  const [cameras] = useQuery({ query: VmxCamerasQuery, requestPolicy: 'cache-first' });
  const [shared] = useQuery({ query: VmxSharedViewsQuery, requestPolicy: 'cache-first' });
  const names = useMemo(
    () => new Map((cameras.data?.devicesByAspectTypes ?? []).map((camera) => [camera.id, camera.name])),
    [cameras.data],
  );
  const sharedViews = shared.data?.sharedViews;
  const views = useMemo(
    () =>
      parseSharedViews(sharedViews?.sharedViews, sharedViews?.layout).views.map((view) => ({
        id: view.id,
        name: view.name,
      })),
    [sharedViews],
  );

  return (
    <>
      <div className="vt-vmx__bar">
        {picker}
        <WallPresetBar wall={wall} control={control} />
      </div>
      <div className="vt-vmx__messages">
        {control.error && <ErrorBanner error={control.error} />}
        {!wall.canControl && <p className="vt-muted vt-vmx__readonly">{t('vmx.readOnly')}</p>}
      </div>
      <div
        className="vt-vmx__wall"
        role="group"
        aria-label={t('vmx.wallLabel', { name: wall.name, rows: wall.rows, columns: wall.columns })}
        style={{
          gridTemplateColumns: `repeat(${wall.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${wall.rows}, minmax(0, 1fr))`,
        }}
      >
        {wall.displays.map((display) => (
          <WallDisplayTile
            key={display.index}
            display={{ ...display, name: nameOf(display) }}
            canControl={wall.canControl}
            busy={control.busy === `display:${display.index}`}
            stamp={stamp}
            cameraName={(id) => names.get(id) ?? id}
            views={views}
            onSetContent={(content) => void control.setContent(display.index, content)}
          />
        ))}
      </div>
    </>
  );
}
