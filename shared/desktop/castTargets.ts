/** Where the desktop app can cast a view (spec 1 §2.8 casting; issue 30): its own screens, each
 *  taking the view in a separate window, and the paired displays of the realm's video walls, whose
 *  wall display pages show the view's cameras. planCast says what casting to a target means: a
 *  separate window (CastApi.castView) or a wall display's new content (setWallDisplayContent). */
import type { CastRequest, CastView, Display } from '../ipc';
import { layoutFor, WALL_LAYOUTS, type WallLayout } from '../walls/videoWalls';

/** A wall as the console reads it (videoWalls), with what casting needs of its displays. */
export interface WallForCasting {
  id: string;
  name: string;
  displays: ReadonlyArray<{ index: number; name: string; paired: boolean; online: boolean }>;
}

export type CastTarget =
  | {
      kind: 'screen';
      displayId: number;
      name: string;
      isPrimary: boolean;
      /** The view cast there now, if any (casting again replaces it). */
      showing: string | null;
    }
  | {
      kind: 'wallDisplay';
      wallId: string;
      displayIndex: number;
      /** 'Wall — Display', as the target list shows it. */
      name: string;
      /** False while the display's page is not connected: the cast lands when it is back. */
      online: boolean;
    };

/** The view being cast: a shared view goes to a wall by its id (its page reads the platform's copy);
 *  a personal one by its cameras, which the platform cannot read. */
export interface ViewForCasting {
  id: string;
  isShared: boolean;
  cameraIds: readonly string[];
}

export type CastPlan =
  | { type: 'castView'; request: CastRequest }
  | {
      type: 'setWallDisplayContent';
      wallId: string;
      displayIndex: number;
      content: { viewId: string } | { layout: WallLayout; cameraIds: string[] };
    };

/** The screens in their order (primary first), then each wall's paired displays by index, walls by
 *  name. An unpaired display shows nothing, so it is no target. */
export function castTargets(
  displays: readonly Display[],
  walls: readonly WallForCasting[],
  casts: readonly CastView[],
): CastTarget[] {
  const screens: CastTarget[] = [...displays]
    .sort((a, b) => a.index - b.index)
    .map((d) => ({
      kind: 'screen',
      displayId: d.id,
      name: d.name,
      isPrimary: d.isPrimary,
      showing: casts.find((c) => c.homeDisplayId === d.id)?.viewId ?? null,
    }));
  const wallDisplays: CastTarget[] = [...walls]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((wall) =>
      [...wall.displays]
        .filter((d) => d.paired)
        .sort((a, b) => a.index - b.index)
        .map((d) => ({
          kind: 'wallDisplay' as const,
          wallId: wall.id,
          displayIndex: d.index,
          name: `${wall.name} — ${d.name}`,
          online: d.online,
        })),
    );
  return [...screens, ...wallDisplays];
}

const MAX_CELLS = WALL_LAYOUTS[WALL_LAYOUTS.length - 1]!;

export function planCast(target: CastTarget, view: ViewForCasting): CastPlan {
  if (target.kind === 'screen') return { type: 'castView', request: { viewId: view.id, displayId: target.displayId } };
  const wall = { type: 'setWallDisplayContent' as const, wallId: target.wallId, displayIndex: target.displayIndex };
  if (view.isShared) return { ...wall, content: { viewId: view.id } };
  const cameraIds = [...new Set(view.cameraIds)].slice(0, MAX_CELLS);
  return { ...wall, content: { layout: layoutFor(cameraIds.length), cameraIds } };
}
