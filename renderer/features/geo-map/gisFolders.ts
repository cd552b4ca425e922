/** A GIS layer's folder tree (spec 3 §2.10 layer tree, §9 "geo layer folder depth capped at 3"):
 *  KML keeps its Folder nesting, read with togeojson's kmlWithFolders, down to three levels; the
 *  features of deeper folders belong to their third-level ancestor. Each feature knows its folder,
 *  so a folder hidden in the tree hides its features and those of the folders under it. */
import type { Folder, Root } from '@tmcw/togeojson';
import type { Feature, FeatureCollection } from 'geojson';
import { GEO_LAYER_FOLDER_DEPTH } from '../../../shared/maps/geoMapConstants';

export interface GisFolder {
  /** The folder's place in the tree: "0", "0.2", "0.2.1". */
  id: string;
  /** The KML name; null when the folder has none. */
  name: string | null;
  children: GisFolder[];
}

/** A stored file as the map draws it: its features, its folders, and each feature's folder id
 *  (null at the top of the file). */
export interface GisLayerData {
  collection: FeatureCollection;
  folders: GisFolder[];
  folderOf: Array<string | null>;
}

export function flatLayerData(collection: FeatureCollection): GisLayerData {
  return { collection, folders: [], folderOf: collection.features.map(() => null) };
}

export function foldersFromKml(root: Root, maxDepth = GEO_LAYER_FOLDER_DEPTH): GisLayerData {
  const features: Feature[] = [];
  const folderOf: Array<string | null> = [];
  const folders: GisFolder[] = [];
  /** `parent` is the folder the children's features belong to; `depth` the level they are on. */
  const walk = (children: Root['children'], parent: GisFolder | null, depth: number): void => {
    for (const child of children) {
      if (child.type !== 'folder') {
        features.push(child as Feature);
        folderOf.push(parent?.id ?? null);
        continue;
      }
      const folder = child as Folder;
      if (parent && depth > maxDepth) {
        // Below the last level shown: its features count as the ancestor's.
        walk(folder.children, parent, depth + 1);
        continue;
      }
      const siblings = parent ? parent.children : folders;
      const name = typeof folder.meta.name === 'string' && folder.meta.name.trim() ? folder.meta.name : null;
      const node: GisFolder = {
        id: parent ? `${parent.id}.${siblings.length}` : String(siblings.length),
        name,
        children: [],
      };
      siblings.push(node);
      walk(folder.children, node, depth + 1);
    }
  };
  walk(root.children, null, 1);
  return { collection: { type: 'FeatureCollection', features }, folders, folderOf };
}

/** True when the folder or one above it is hidden. */
export function isFolderHidden(folderId: string | null, hidden: ReadonlySet<string>): boolean {
  if (folderId === null || hidden.size === 0) return false;
  const parts = folderId.split('.');
  return parts.some((_, i) => hidden.has(parts.slice(0, i + 1).join('.')));
}
