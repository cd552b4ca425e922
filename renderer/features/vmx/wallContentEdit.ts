/** What an operator's action on the VMX makes of a display's content (issue 30; the platform's
 *  rules in shared/walls): a camera dropped on one cell of the display's layout, another layout,
 *  a shared view, or nothing. Cameras sit in reading order without gaps, so a camera dropped on an
 *  empty cell joins the end. */
import { isWallLayout, WALL_LAYOUTS, type WallLayout } from '../../../shared/walls/videoWalls';

export interface ContentValue {
  viewId?: string | null;
  layout: number;
  cameraIds: readonly string[];
}

/** The input setWallDisplayContent takes. */
export interface ContentInput {
  viewId?: string;
  layout?: number;
  cameraIds?: string[];
}

/** The layout's cells, each with its camera or null. */
export function contentCells(content: ContentValue): Array<string | null> {
  const layout = isWallLayout(content.layout) ? content.layout : 1;
  return Array.from({ length: layout }, (_, cell) => content.cameraIds[cell] ?? null);
}

/** Cells per row of a square layout. */
export const layoutSide = (layout: number) => Math.max(1, Math.round(Math.sqrt(layout)));

/** The content with `cameraId` in `cell`: it replaces the camera there, or joins the end when the
 *  cell is empty. The display then shows these cameras, no longer a view. */
export function contentWithCamera(content: ContentValue, cell: number, cameraId: string): ContentInput {
  const layout = isWallLayout(content.layout) ? content.layout : 1;
  const cameraIds = content.cameraIds.slice(0, layout);
  if (cell < cameraIds.length) cameraIds[cell] = cameraId;
  else if (cameraIds.length < layout) cameraIds.push(cameraId);
  else cameraIds[layout - 1] = cameraId;
  return { layout, cameraIds };
}

/** The content in another layout: cameras past its cells are left out. */
export function contentWithLayout(content: ContentValue, layout: WallLayout): ContentInput {
  return { layout, cameraIds: content.cameraIds.slice(0, layout) };
}

/** A shared view on the display: the platform reads its cameras and layout. */
export const contentOfView = (viewId: string): ContentInput => ({ viewId });

/** Nothing on the display; its layout stays for the cameras dropped next. */
export function clearedContent(content: ContentValue): ContentInput {
  return { layout: isWallLayout(content.layout) ? content.layout : 1, cameraIds: [] };
}

export const VMX_LAYOUTS = WALL_LAYOUTS;
