/** The command palette (issue 30, Ctrl+K): open a view, send a camera (by name, or by a label or
 *  hierarchy level named like the search, as the camera search finds it) to the focused cell, go to a time in the archive ('10 min ago', '14:30',
 *  a date), acknowledge the selected alarm, send its camera (or the focused cell's) to a wall
 *  display, switch realm, open the settings or the shortcuts. It
 *  lists only what the platform gives this user: the workspace's views and the realm's camera
 *  search, both answered under the user's permissions. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { AUTH_ROUTES } from '../auth';
import { useAcknowledgeSelected, useSelectedEventCamera } from '../events';
import { CameraSearchQuery, useLabels } from '../labels';
import { useOpenableViews, viewPath } from '../views';
import { PushCameraMutation, VmxWallsQuery } from '../vmx';
import { useSidebar } from '../../state';
import {
  CommandMenu,
  CommandMenuEmpty,
  CommandMenuGroup,
  CommandMenuInput,
  CommandMenuItem,
  CommandMenuList,
} from '../../ui/CommandMenu';
import { cellsOnScreen, type CellTarget } from '../keyboard-targets';
import { KeyCombo } from './KeyCombo';
import { labelMatches } from './labelMatches';
import { PaletteHierarchiesQuery } from './paletteDocuments';
import { parseArchiveTime } from './parseArchiveTime';
import { comboParts } from './shortcutKeyLabels';
import { type KeyBindings, keysOf, shortcutById } from './shortcutDefinitions';

/** How many cameras the palette lists for one search. */
const CAMERA_LIMIT = 30;

export interface CommandPaletteProps {
  /** The view on screen (its selected alarm can be acknowledged). */
  viewId: string | null;
  /** The cell that held the focus when the palette opened. */
  cell: CellTarget | null;
  bindings: KeyBindings;
  onClose(): void;
  openSheet(): void;
  notify(key: string, values?: Record<string, unknown>): void;
}

export function CommandPalette({ viewId, cell, bindings, onClose, openSheet, notify }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [, setSidebar] = useSidebar();
  const [search, setSearch] = useState('');
  const views = useOpenableViews();
  const alarm = useAcknowledgeSelected(viewId);
  const name = search.trim();
  const { labels } = useLabels();
  const [hierarchiesResult] = useQuery({ query: PaletteHierarchiesQuery });
  const hierarchies = hierarchiesResult.data?.hierarchies;
  const matched = useMemo(() => labelMatches(name, labels, hierarchies ?? []), [name, labels, hierarchies]);
  const [cameraResult] = useQuery({
    query: CameraSearchQuery,
    variables: { input: { name: name || null, labelIds: matched.labelIds.length > 0 ? matched.labelIds : null } },
  });
  const sections = cameraResult.data?.cameraSearch;
  const found = name
    ? [...(sections?.byName?.devices ?? []), ...(sections?.byLabels?.devices ?? [])]
    : (sections?.all?.devices ?? []);
  const byLabel = new Set((sections?.byLabels?.devices ?? []).map((camera) => camera.id));
  const cameras = [...new Map(found.map((camera) => [camera.id, camera])).values()].slice(0, CAMERA_LIMIT);
  const time = parseArchiveTime(search, Date.now());
  const client = useClient();
  const [wallsResult] = useQuery({ query: VmxWallsQuery, requestPolicy: 'cache-and-network' });
  const walls = (wallsResult.data?.videoWalls ?? []).filter((wall) => wall.canControl);
  // The camera a wall takes: the selected event's (acknowledged or not), else the focused cell's.
  const eventCamera = useSelectedEventCamera(viewId ?? '');
  const wallCamera = eventCamera
    ? { id: eventCamera.id, name: eventCamera.name }
    : cell?.element.isConnected
      ? cell.cell.camera()
      : null;

  /** Runs a command after the palette closed, so the focus it moves is not taken back. */
  const run = (action: () => void) => {
    onClose();
    setTimeout(action, 0);
  };

  const cellFor = (need: 'camera' | 'assign'): CellTarget | null => {
    const fits = (target: CellTarget) => (need === 'assign' ? target.cell.canAssign() : target.cell.mode() !== null);
    if (cell?.element.isConnected && fits(cell)) return cell;
    return cellsOnScreen().find(fits) ?? null;
  };

  const sendCamera = (camera: { id: string; name: string }) =>
    run(() => {
      const target = cellFor('assign');
      if (!target) return notify('keyboard.noCellForCamera');
      target.cell.assign(camera);
      target.element.focus();
    });

  const goToTime = (at: number) =>
    run(() => {
      const target = cellFor('camera');
      if (!target || !target.cell.goToTime(at)) return notify('keyboard.noCellForTime');
      target.element.focus();
    });

  const sendToWall = (camera: { id: string; name: string }, wallId: string, displayIndex: number, place: string) =>
    run(() => {
      void client
        .mutation(PushCameraMutation, { wallId, displayIndex, cameraId: camera.id })
        .toPromise()
        .then((result) =>
          result.error
            ? notify('keyboard.sendFailed', { message: result.error.graphQLErrors[0]?.message ?? result.error.message })
            : notify('keyboard.sent', { camera: camera.name, place }),
        );
    });

  const sheetKeys = shortcutById('sheet.open');
  const formatTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <CommandMenu label={t('keyboard.palette.label')} onClose={onClose}>
      <CommandMenuInput
        value={search}
        onValueChange={setSearch}
        placeholder={t('keyboard.palette.placeholder')}
        aria-label={t('keyboard.palette.placeholder')}
      />
      <CommandMenuList label={t('keyboard.palette.results')}>
        <CommandMenuEmpty>{t('keyboard.palette.empty')}</CommandMenuEmpty>
        {time !== null && (
          <CommandMenuGroup heading={t('keyboard.palette.groups.time')}>
            <CommandMenuItem value={`time ${search}`} always onSelect={() => goToTime(time)}>
              {t('keyboard.palette.goToTime', { time: formatTime.format(time) })}
            </CommandMenuItem>
          </CommandMenuGroup>
        )}
        <CommandMenuGroup heading={t('keyboard.palette.groups.actions')}>
          {alarm?.requiredNotes && (
            <CommandMenuItem
              value="acknowledge alarm"
              keywords={[t('keyboard.palette.acknowledgeWithNotes', { message: alarm.message })]}
              onSelect={() => run(() => alarm.requiredNotes?.focus())}
            >
              {t('keyboard.palette.acknowledgeWithNotes', { message: alarm.message })}
            </CommandMenuItem>
          )}
          {alarm && !alarm.requiredNotes && (
            <CommandMenuItem
              value="acknowledge alarm"
              keywords={[t('keyboard.palette.acknowledge', { message: alarm.message })]}
              onSelect={() =>
                run(() => {
                  void alarm
                    .acknowledge()
                    .then((ok) => notify(ok ? 'keyboard.acknowledged' : 'keyboard.acknowledgeFailed'));
                })
              }
            >
              {t('keyboard.palette.acknowledge', { message: alarm.message })}
            </CommandMenuItem>
          )}
          <CommandMenuItem
            value="settings"
            keywords={[t('keyboard.palette.settings')]}
            onSelect={() => run(() => setSidebar({ activeItemId: 'settings', open: true }))}
          >
            {t('keyboard.palette.settings')}
          </CommandMenuItem>
          <CommandMenuItem
            value="switch realm"
            keywords={[t('keyboard.palette.switchRealm')]}
            onSelect={() => run(() => void navigate(AUTH_ROUTES.selectRealm))}
          >
            {t('keyboard.palette.switchRealm')}
          </CommandMenuItem>
          <CommandMenuItem
            value="shortcuts"
            keywords={[t('keyboard.palette.shortcuts')]}
            onSelect={() => run(openSheet)}
            hint={sheetKeys && <KeyCombo parts={comboParts(keysOf(sheetKeys, bindings)[0] ?? '?', t)} />}
          >
            {t('keyboard.palette.shortcuts')}
          </CommandMenuItem>
        </CommandMenuGroup>
        {wallCamera && walls.length > 0 && (
          <CommandMenuGroup heading={t('keyboard.palette.groups.walls')}>
            {walls.flatMap((wall) =>
              wall.displays.map((display) => {
                const place = t('keyboard.palette.wallDisplay', { wall: wall.name, display: display.name });
                return (
                  <CommandMenuItem
                    key={`${wall.id}/${display.index}`}
                    value={`wall ${wall.id} ${display.index}`}
                    keywords={[t('keyboard.palette.sendToWall', { camera: wallCamera.name, place })]}
                    onSelect={() => sendToWall(wallCamera, wall.id, display.index, place)}
                  >
                    {t('keyboard.palette.sendToWall', { camera: wallCamera.name, place })}
                  </CommandMenuItem>
                );
              }),
            )}
          </CommandMenuGroup>
        )}
        <CommandMenuGroup heading={t('keyboard.palette.groups.views')}>
          {views.map((view) => (
            <CommandMenuItem
              key={view.id}
              value={`view ${view.id}`}
              keywords={[view.name]}
              onSelect={() => run(() => void navigate(viewPath(view.id)))}
              hint={t(`keyboard.palette.viewKind.${view.kind}`)}
            >
              <bdi>{view.name}</bdi>
            </CommandMenuItem>
          ))}
        </CommandMenuGroup>
        <CommandMenuGroup heading={t('keyboard.palette.groups.cameras')}>
          {cameras.map((camera) => (
            <CommandMenuItem
              key={camera.id}
              // The search is part of the value: the menu re-reads an item's keywords only when its
              // value changes, and the platform matched it by name, label or hierarchy for this search.
              value={`camera ${camera.id} ${name}`}
              keywords={[camera.name, name]}
              onSelect={() => sendCamera(camera)}
              hint={
                byLabel.has(camera.id) ? (
                  <bdi>{matched.reasonOf(camera.labelIds) ?? t('keyboard.palette.byLabel')}</bdi>
                ) : undefined
              }
            >
              <bdi>{camera.name}</bdi>
            </CommandMenuItem>
          ))}
        </CommandMenuGroup>
      </CommandMenuList>
    </CommandMenu>
  );
}
