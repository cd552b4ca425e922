/** One display of a wall on the VMX (issue 30): its name, whether its page is paired and online,
 *  the view it shows, its cells with live thumbnails, and, for an operator who may control the wall,
 *  camera drops on a cell and the display's menu: layout, a shared view, clear. */
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuRadioGroup, VISUALLY_HIDDEN } from '../../ui';
import type { VmxDisplay } from './vmxDocuments';
import {
  clearedContent,
  type ContentInput,
  contentCells,
  contentOfView,
  contentWithCamera,
  contentWithLayout,
  layoutSide,
  VMX_LAYOUTS,
} from './wallContentEdit';
import { DisplayCell } from './DisplayCell';

export interface WallDisplayTileProps {
  display: VmxDisplay;
  canControl: boolean;
  busy: boolean;
  stamp: number;
  cameraName(id: string): string;
  views: ReadonlyArray<{ id: string; name: string }>;
  onSetContent(content: ContentInput): void;
}

export function WallDisplayTile({
  display,
  canControl,
  busy,
  stamp,
  cameraName,
  views,
  onSetContent,
}: WallDisplayTileProps) {
  const { t } = useTranslation();
  const { content } = display;
  const cells = contentCells(content);
  const side = layoutSide(cells.length);
  const state = !display.paired ? 'notPaired' : display.online ? 'online' : 'offline';
  const viewName = content.viewId ? (views.find((view) => view.id === content.viewId)?.name ?? null) : null;
  const number = display.index + 1;

  return (
    <section
      className="vt-vmx-display"
      aria-label={t('vmx.displayLabel', { number, name: display.name })}
      aria-busy={busy || undefined}
      data-display-index={display.index}
      data-state={state}
    >
      <header className="vt-vmx-display__header">
        <span className="vt-vmx-display__dot" data-state={state} title={t(`vmx.state.${state}`)} />
        <span className="vt-vmx-display__name">
          <bdi>{display.name}</bdi>
        </span>
        {viewName && (
          <span className="vt-vmx-display__view" title={t('vmx.showsView', { name: viewName })}>
            <bdi>{viewName}</bdi>
          </span>
        )}
        <span className={VISUALLY_HIDDEN}>{t(`vmx.state.${state}`)}</span>
        {canControl && (
          <Menu
            label={t('vmx.displayMenu', { number, name: display.name })}
            face="⋯"
            triggerClassName="vt-icon-button vt-vmx-display__menu"
            side="bottom"
          >
            <MenuRadioGroup
              label={t('vmx.layout')}
              showLabel
              value={String(cells.length)}
              choices={VMX_LAYOUTS.map((layout) => ({
                value: String(layout),
                label: t('vmx.layoutValue', { side: layoutSide(layout) }),
              }))}
              onChange={(value) =>
                onSetContent(contentWithLayout(content, Number(value) as (typeof VMX_LAYOUTS)[number]))
              }
            />
            {views.map((view) => (
              <MenuItem
                key={view.id}
                label={t('vmx.showView', { name: view.name })}
                onSelect={() => onSetContent(contentOfView(view.id))}
              />
            ))}
            <MenuItem label={t('vmx.clear')} onSelect={() => onSetContent(clearedContent(content))} />
          </Menu>
        )}
      </header>
      <div className="vt-vmx-display__cells" style={{ gridTemplateColumns: `repeat(${side}, minmax(0, 1fr))` }}>
        {cells.map((cameraId, cell) => (
          <DisplayCell
            key={cell}
            cameraId={cameraId}
            cameraName={cameraId ? cameraName(cameraId) : ''}
            stamp={stamp}
            {...(canControl && {
              onDropCamera: (dropped: string) => onSetContent(contentWithCamera(content, cell, dropped)),
            })}
          />
        ))}
      </div>
    </section>
  );
}
