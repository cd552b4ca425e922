/** Views of 4, 9 and 16 live camera tiles for the video bench, written into the user's workspace
 *  configuration, and the saved cameras of their cells (the camera-cell store's localStorage
 *  entry) so every tile starts playing when the view opens. */
import { CAMERA_LIVE_LAYOUTS, type CameraLiveLayout } from '../../shared/video/videoWidgetConstants';
import type { LayoutNode, View, ViewWidget } from '../../shared/views/viewModel';
import { defaultWorkspaceConfig } from '../../shared/views/workspaceConfig';
import { defaultWidgetProps, WIDGET_IDS, widgetSpec } from '../../shared/widgets/widgetCatalogue';
import type { ConsoleSession } from './consoleSession';

/** Per tile count: a side × side grid of Camera Live Viewer widgets of one layout. The 2x2 layout
 *  keeps 16 tiles above the widget's minimum height on a 1080p screen. */
const TILE_GRIDS: Record<number, { side: number; layout: CameraLiveLayout }> = {
  4: { side: 1, layout: '2x2' },
  9: { side: 3, layout: '1' },
  16: { side: 2, layout: '2x2' },
  36: { side: 3, layout: '2x2' },
};

export const TILE_COUNTS = [4, 9, 16, 36] as const;

/** Issue 17: 4, 9 and 16 tiles at full rate, 36 at review rate. Stream Auto picks the full stream
 *  for pictures at least 500 px wide: on a 2400 px wide screen the 4-, 9- and 16-tile grids'
 *  pictures are wider (16 tiles: 600 px cells), the 36-tile grid's narrower (400 px cells). */
export const TILE_STREAM: Record<(typeof TILE_COUNTS)[number], 'full' | 'review'> = {
  4: 'full',
  9: 'full',
  16: 'full',
  36: 'review',
};
export const TILE_VIEWPORT = { width: 2400, height: 1350 } as const;

export const tileViewId = (tiles: number) => `bench-tiles-${tiles}`;

export function tileView(tiles: number): View {
  const grid = TILE_GRIDS[tiles];
  if (!grid) throw new Error(`No tile grid for ${tiles} tiles`);
  const id = tileViewId(tiles);
  const spec = widgetSpec(WIDGET_IDS.cameraLive);
  const widgets: ViewWidget[] = [];
  const rows: LayoutNode[] = [];
  for (let row = 0; row < grid.side; row++) {
    const cells: LayoutNode[] = [];
    for (let column = 0; column < grid.side; column++) {
      const cellId = `${id}-r${row}c${column}`;
      cells.push({ type: 'cell', id: cellId, size: 1 / grid.side });
      widgets.push({
        id: cellId,
        name: spec?.name ?? WIDGET_IDS.cameraLive,
        module: 'video',
        widgetId: WIDGET_IDS.cameraLive,
        props: { ...(spec ? defaultWidgetProps(spec) : {}), layout: grid.layout },
      });
    }
    rows.push({ type: 'split', id: `${id}-r${row}`, orientation: 'horizontal', size: 1 / grid.side, children: cells });
  }
  const layout: LayoutNode = { type: 'split', id: `${id}-root`, orientation: 'vertical', size: 1, children: rows };
  return { id, name: `Bench ${tiles} tiles`, module: 'video', hasLayout: true, layout, widgets };
}

/** Saved cells of a tile view (key `${viewId}/${widgetId}/${index}`), cameras assigned round-robin. */
export function tileCells(
  view: View,
  cameras: readonly string[],
): Record<string, { deviceId: string; name: string; time: null }> {
  const cells: Record<string, { deviceId: string; name: string; time: null }> = {};
  let next = 0;
  for (const widget of view.widgets) {
    const layout = widget.props.layout as CameraLiveLayout;
    for (let index = 0; index < CAMERA_LIVE_LAYOUTS[layout]; index++) {
      const deviceId = cameras[next++ % cameras.length] ?? '';
      cells[`${view.id}/${widget.id}/${index}`] = { deviceId, name: deviceId, time: null };
    }
  }
  return cells;
}

/** Adds (or replaces) the views in the user's workspace configuration. */
export async function saveViews(session: ConsoleSession, views: View[]): Promise<void> {
  const data = await session.graphql<{ solidConfig: { solidConfig: unknown } }>(
    'query($userId: ID!) { solidConfig(userId: $userId) { solidConfig } }',
    { userId: session.userId },
  );
  const stored = data.solidConfig.solidConfig;
  const config = (stored && typeof stored === 'object' ? stored : defaultWorkspaceConfig()) as { views?: View[] };
  const ids = new Set(views.map((view) => view.id));
  const next = {
    ...config,
    views: [...(config.views ?? []).filter((view) => !ids.has(view.id)), ...views],
    timestamp: Date.now(),
  };
  await session.graphql(
    'mutation($userId: ID!, $solidConfig: JSON!, $realmId: ID) { updateSolidConfig(userId: $userId, solidConfig: $solidConfig, realmId: $realmId) { updatedAt } }',
    { userId: session.userId, solidConfig: next, realmId: session.realmId },
  );
}

/** The camera-cell store's localStorage key for the session's user and realm. */
export const cameraCellsKey = (session: ConsoleSession) => `vantage.cameraCells.${session.userId}@${session.realmId}`;
