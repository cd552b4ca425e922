/** The image map changes an administrator makes in edit mode (spec 3 §7.2): each carries version
 *  'v2' and a fresh client update id; a refusal is shown as 'Image map update error: {message}'
 *  (spec 3 §8) and every success reads the configuration again. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import { IMAGE_MAP_VERSION } from '../../../shared/imageMap/imageMapConstants';
import { useToast } from '../../ui';
import {
  LayerDelete,
  LayerInsert,
  LayerRename,
  MapDelete,
  MapInsert,
  MapRename,
  MapUpdate,
  ObjectDelete,
  ObjectInsert,
  ObjectUpdate,
  SetDelete,
  SetInsert,
  SetRename,
} from './imageMapDocuments';

/** A client-made id for a new set, layer, map or object. */
export const newImageMapId = (kind: string) => `${kind}-${crypto.randomUUID()}`;

type Point = { x: number; y: number };

export interface ImageMapEdits {
  insertSet(name: string): Promise<string | null>;
  renameSet(id: string, name: string): Promise<boolean>;
  deleteSet(id: string): Promise<boolean>;
  insertLayer(setId: string, name: string): Promise<string | null>;
  renameLayer(id: string, name: string): Promise<boolean>;
  deleteLayer(id: string): Promise<boolean>;
  insertMap(layerId: string, name: string, base64: string): Promise<string | null>;
  renameMap(id: string, name: string): Promise<boolean>;
  replacePlan(id: string, base64: string): Promise<boolean>;
  deleteMap(id: string): Promise<boolean>;
  placeDevice(mapId: string, objectId: string, position: Point): Promise<boolean>;
  moveObject(id: string, position: Point): Promise<boolean>;
  removeObject(id: string): Promise<boolean>;
}

export function useImageMapEdits(ownUpdateIds: Set<string>, refresh: () => void): ImageMapEdits {
  const client = useClient();
  const { t } = useTranslation();
  const toast = useToast();

  const run = useCallback(
    async <V extends AnyVariables>(
      document: TypedDocumentNode<unknown, { input: V }>,
      input: Omit<V, 'version' | 'updateId'>,
    ): Promise<boolean> => {
      const updateId = crypto.randomUUID();
      ownUpdateIds.add(updateId);
      const result = await client
        .mutation(document, { input: { ...input, version: IMAGE_MAP_VERSION, updateId } as unknown as V })
        .toPromise();
      if (result.error) {
        ownUpdateIds.delete(updateId);
        const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
        toast(t('imageMap.updateError', { message }), 'error');
        return false;
      }
      refresh();
      return true;
    },
    [client, ownUpdateIds, refresh, t, toast],
  );

  return useMemo(() => {
    const created = async (ok: Promise<boolean>, id: string) => ((await ok) ? id : null);
    return {
      insertSet: (name) => {
        const id = newImageMapId('set');
        return created(run(SetInsert, { id, name }), id);
      },
      renameSet: (id, name) => run(SetRename, { id, name }),
      deleteSet: (id) => run(SetDelete, { id }),
      insertLayer: (setId, name) => {
        const id = newImageMapId('layer');
        return created(run(LayerInsert, { id, setId, name }), id);
      },
      renameLayer: (id, name) => run(LayerRename, { id, name }),
      deleteLayer: (id) => run(LayerDelete, { id }),
      insertMap: (layerId, name, base64) => {
        const id = newImageMapId('map');
        return created(run(MapInsert, { id, layerId, name, base64 }), id);
      },
      renameMap: (id, name) => run(MapRename, { id, name }),
      replacePlan: (id, base64) => run(MapUpdate, { id, base64 }),
      deleteMap: (id) => run(MapDelete, { id }),
      placeDevice: (mapId, objectId, position) =>
        run(ObjectInsert, { id: newImageMapId('object'), mapId, objectId, position }),
      moveObject: (id, position) => run(ObjectUpdate, { id, position }),
      removeObject: (id) => run(ObjectDelete, { id }),
    } satisfies ImageMapEdits;
  }, [run]);
}
