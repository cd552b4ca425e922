/** The image map rules of spec 3 (§2.11, §3.4, §7.1–§7.3): sets contain layers, layers contain maps
 *  (floor plans) and maps hold device objects at x,y. Every insert, rename, update and delete
 *  carries the configuration version ('v2') and a client update id, which the imageMapUpdate
 *  topic hands back so each console can tell its own changes from everyone else's. */
import { IMAGE_MAP_ERRORS, IMAGE_MAP_VERSION } from '../../shared/imageMap/imageMapConstants';
import { imageMapNameError, type NamedSibling } from '../../shared/imageMap/imageMapNames';
import type { DeviceRepository } from '../db/repositories/devices';
import type { ImageMapLevel, ImageMapRepository, ImageMapRow } from '../db/repositories/imageMaps';
import { DomainError } from '../kernel/DomainError';
import { topics, type EventBus } from '../events/eventBus';
import {
  assembleConfig,
  toMapRecord,
  type ImageMapConfigRecord,
  type ImageMapObjectRecord,
  type ImageMapRecord,
} from './imageMapConfig';
import { checkPlan, type PlanStore } from './PlanStore';

/** What every change carries (spec 3 §7.2). */
export interface ChangeStamp {
  version: string;
  updateId: string;
}

export type ImageMapEntity = ImageMapLevel;

/** What the imageMapUpdate topic carries. */
export interface ImageMapChange {
  realmId: string;
  version: string;
  updateId: string;
  type: 'insert' | 'update' | 'delete';
  entity: ImageMapEntity;
  id: string;
}

export interface SetChange extends ChangeStamp {
  id: string;
  name?: string | null;
}
export interface LayerChange extends ChangeStamp {
  id: string;
  setId?: string | null;
  name?: string | null;
}
export interface MapChange extends ChangeStamp {
  id: string;
  layerId?: string | null;
  name?: string | null;
  order?: number | null;
  base64?: string | null;
}
export interface ObjectChange extends ChangeStamp {
  id: string;
  mapId?: string | null;
  objectId?: string | null;
  position?: { x: number; y: number } | null;
}

export class ImageMapService {
  constructor(
    private readonly maps: ImageMapRepository,
    private readonly devices: DeviceRepository,
    private readonly plans: PlanStore,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {}

  /** The realm's configuration; objects of devices that left the realm are not shown. */
  async config(realmId: string): Promise<ImageMapConfigRecord> {
    const rows = await this.maps.inRealm(realmId);
    const devices = await this.devices.byIds(realmId, [...new Set(rows.objects.map((o) => o.object_id))]);
    return assembleConfig(rows, new Set(devices.map((d) => d.id)));
  }

  async mapById(realmId: string, id: string): Promise<ImageMapRecord | undefined> {
    const row = await this.maps.find('map', realmId, id);
    return row && toMapRecord(row);
  }

  /** A map's plan as base64 (spec 3 §7.1 imageMapImage), or null for a map not in the realm. */
  async planBase64(realmId: string, mapId: string): Promise<string | null> {
    const row = await this.maps.find('map', realmId, mapId);
    return row ? (await this.plans.read(realmId, row.file)).toString('base64') : null;
  }

  /** Where a map's plan file is, for the plan route. */
  async planFile(
    realmId: string,
    mapId: string,
  ): Promise<{ path: string; mime: string; size: number; revision: string } | null> {
    const row = await this.maps.find('map', realmId, mapId);
    if (!row) return null;
    return { path: this.plans.path(realmId, row.file), mime: row.mime, size: Number(row.size), revision: row.revision };
  }

  // Sets.

  async insertSet(realmId: string, change: SetChange): Promise<{ id: string; name: string }> {
    this.stamp(change);
    await this.freshId('set', change.id);
    const name = this.name(change.name ?? '', await this.maps.sets(realmId), undefined, IMAGE_MAP_ERRORS.setNameTaken);
    await this.maps.insert('set', { id: change.id, realm_id: realmId, name, created_at: this.now() });
    await this.publish(realmId, change, 'insert', 'set');
    return { id: change.id, name };
  }

  /** Rename and update of a set change its name, its only field. */
  async renameSet(realmId: string, change: SetChange): Promise<{ id: string; name: string }> {
    this.stamp(change);
    await this.requireSet(realmId, change.id);
    const name = this.name(change.name ?? '', await this.maps.sets(realmId), change.id, IMAGE_MAP_ERRORS.setNameTaken);
    await this.maps.update('set', realmId, change.id, { name });
    await this.publish(realmId, change, 'update', 'set');
    return { id: change.id, name };
  }

  async deleteSet(realmId: string, change: SetChange): Promise<string> {
    this.stamp(change);
    await this.requireSet(realmId, change.id);
    const layers = await this.maps.children('set', realmId, [change.id]);
    const files = (
      await this.maps.children(
        'layer',
        realmId,
        layers.map((l) => l.id),
      )
    ).map((m) => m.file);
    await this.maps.delete('set', realmId, [change.id]);
    await this.plans.remove(realmId, files);
    await this.publish(realmId, change, 'delete', 'set');
    return change.id;
  }

  // Layers.

  async insertLayer(realmId: string, change: LayerChange): Promise<{ id: string; setId: string; name: string }> {
    this.stamp(change);
    await this.freshId('layer', change.id);
    const setId = change.setId ?? '';
    await this.requireSet(realmId, setId);
    const name = this.name(
      change.name ?? '',
      await this.maps.children('set', realmId, [setId]),
      undefined,
      IMAGE_MAP_ERRORS.layerNameTaken,
    );
    await this.maps.insert('layer', { id: change.id, realm_id: realmId, set_id: setId, name, created_at: this.now() });
    await this.publish(realmId, change, 'insert', 'layer');
    return { id: change.id, setId, name };
  }

  async renameLayer(realmId: string, change: LayerChange): Promise<{ id: string; setId: string; name: string }> {
    return this.updateLayer(realmId, { ...change, setId: null });
  }

  /** Renames a layer and/or moves it to another set of the realm. */
  async updateLayer(realmId: string, change: LayerChange): Promise<{ id: string; setId: string; name: string }> {
    this.stamp(change);
    const layer = await this.maps.find('layer', realmId, change.id);
    if (!layer) throw DomainError.notFound('Layer');
    const setId = change.setId ?? layer.set_id;
    if (setId !== layer.set_id) await this.requireSet(realmId, setId);
    const name = this.name(
      change.name ?? layer.name,
      await this.maps.children('set', realmId, [setId]),
      change.id,
      IMAGE_MAP_ERRORS.layerNameTaken,
    );
    await this.maps.update('layer', realmId, change.id, { name, set_id: setId });
    await this.publish(realmId, change, 'update', 'layer');
    return { id: change.id, setId, name };
  }

  async deleteLayer(realmId: string, change: LayerChange): Promise<string> {
    this.stamp(change);
    if (!(await this.maps.find('layer', realmId, change.id))) throw DomainError.notFound('Layer');
    const files = (await this.maps.children('layer', realmId, [change.id])).map((m) => m.file);
    await this.maps.delete('layer', realmId, [change.id]);
    await this.plans.remove(realmId, files);
    await this.publish(realmId, change, 'delete', 'layer');
    return change.id;
  }

  // Maps.

  /** A new map with its floor plan (required), last in its layer unless an order is given. */
  async insertMap(realmId: string, change: MapChange): Promise<ImageMapRecord> {
    this.stamp(change);
    await this.freshId('map', change.id);
    const layerId = change.layerId ?? '';
    if (!(await this.maps.find('layer', realmId, layerId))) throw DomainError.notFound('Layer');
    const siblings = await this.maps.children('layer', realmId, [layerId]);
    const name = this.name(change.name ?? '', siblings, undefined, IMAGE_MAP_ERRORS.mapNameTaken);
    const plan = checkPlan(change.base64 ?? '');
    const stored = await this.plans.write(realmId, change.id, plan);
    const row: ImageMapRow = {
      id: change.id,
      realm_id: realmId,
      layer_id: layerId,
      name,
      ord: change.order ?? siblings.reduce((max, m) => Math.max(max, Number(m.ord) + 1), 0),
      ...stored,
      updated_at: this.now(),
    };
    try {
      await this.maps.insert('map', row);
    } catch (error) {
      await this.plans.remove(realmId, [stored.file]);
      throw error;
    }
    await this.publish(realmId, change, 'insert', 'map');
    return toMapRecord(row);
  }

  async renameMap(realmId: string, change: MapChange): Promise<ImageMapRecord> {
    return this.updateMap(realmId, {
      version: change.version,
      updateId: change.updateId,
      id: change.id,
      name: change.name,
    });
  }

  /** Changes a map's name, order, layer or floor plan; objects outside a smaller plan are refused. */
  async updateMap(realmId: string, change: MapChange): Promise<ImageMapRecord> {
    this.stamp(change);
    const map = await this.maps.find('map', realmId, change.id);
    if (!map) throw DomainError.notFound('Map');
    const layerId = change.layerId ?? map.layer_id;
    if (layerId !== map.layer_id && !(await this.maps.find('layer', realmId, layerId))) {
      throw DomainError.notFound('Layer');
    }
    const name = this.name(
      change.name ?? map.name,
      await this.maps.children('layer', realmId, [layerId]),
      change.id,
      IMAGE_MAP_ERRORS.mapNameTaken,
    );
    let next: ImageMapRow = { ...map, layer_id: layerId, name, ord: change.order ?? map.ord, updated_at: this.now() };
    if (change.base64 != null) {
      const plan = checkPlan(change.base64);
      const objects = await this.maps.children('map', realmId, [map.id]);
      if (objects.some((o) => !inside(o, plan))) throw DomainError.badInput(IMAGE_MAP_ERRORS.positionOutside);
      next = { ...next, ...(await this.plans.write(realmId, map.id, plan)) };
    }
    const { id: _id, realm_id: _realm, ...changes } = next;
    await this.maps.update('map', realmId, map.id, changes);
    if (next.file !== map.file) await this.plans.remove(realmId, [map.file]);
    await this.publish(realmId, change, 'update', 'map');
    return toMapRecord(next);
  }

  async deleteMap(realmId: string, change: MapChange): Promise<string> {
    this.stamp(change);
    const map = await this.maps.find('map', realmId, change.id);
    if (!map) throw DomainError.notFound('Map');
    await this.maps.delete('map', realmId, [map.id]);
    await this.plans.remove(realmId, [map.file]);
    await this.publish(realmId, change, 'delete', 'map');
    return change.id;
  }

  // Device objects.

  /** Places a device of the realm on a map, once per map, inside the plan. */
  async insertObject(realmId: string, change: ObjectChange): Promise<ImageMapObjectRecord> {
    this.stamp(change);
    await this.freshId('object', change.id);
    const map = await this.maps.find('map', realmId, change.mapId ?? '');
    if (!map) throw DomainError.notFound('Map');
    const objectId = change.objectId ?? '';
    if ((await this.devices.byIds(realmId, [objectId])).length === 0) throw DomainError.notFound('Device');
    const position = this.position(change.position, map);
    if ((await this.maps.children('map', realmId, [map.id])).some((o) => o.object_id === objectId)) {
      throw new DomainError('conflict', IMAGE_MAP_ERRORS.deviceOnMap);
    }
    await this.maps.insert('object', {
      id: change.id,
      realm_id: realmId,
      map_id: map.id,
      object_id: objectId,
      ...position,
    });
    await this.publish(realmId, change, 'insert', 'object');
    return { id: change.id, mapId: map.id, objectId, position };
  }

  /** Moves an object on its map, or to another map of the realm. */
  async updateObject(realmId: string, change: ObjectChange): Promise<ImageMapObjectRecord> {
    this.stamp(change);
    const object = await this.maps.find('object', realmId, change.id);
    if (!object) throw DomainError.notFound('Object');
    const map = await this.maps.find('map', realmId, change.mapId ?? object.map_id);
    if (!map) throw DomainError.notFound('Map');
    if (change.objectId != null && change.objectId !== object.object_id) {
      throw DomainError.badInput('The device of an object cannot change');
    }
    const position = this.position(change.position ?? { x: Number(object.x), y: Number(object.y) }, map);
    const onTarget = map.id === object.map_id ? [] : await this.maps.children('map', realmId, [map.id]);
    if (onTarget.some((o) => o.object_id === object.object_id)) {
      throw new DomainError('conflict', IMAGE_MAP_ERRORS.deviceOnMap);
    }
    await this.maps.update('object', realmId, object.id, { map_id: map.id, ...position });
    await this.publish(realmId, change, 'update', 'object');
    return { id: object.id, mapId: map.id, objectId: object.object_id, position };
  }

  async deleteObject(realmId: string, change: ObjectChange): Promise<string> {
    this.stamp(change);
    if (!(await this.maps.find('object', realmId, change.id))) throw DomainError.notFound('Object');
    await this.maps.delete('object', realmId, [change.id]);
    await this.publish(realmId, change, 'delete', 'object');
    return change.id;
  }

  /** Every change names the version it was made against and its client update id. */
  private stamp(change: ChangeStamp & { id: string }): void {
    if (change.version !== IMAGE_MAP_VERSION) throw DomainError.badInput(IMAGE_MAP_ERRORS.version);
    if (!change.updateId.trim()) throw DomainError.badInput(IMAGE_MAP_ERRORS.updateId);
    if (!change.id.trim()) throw DomainError.badInput('An id is required');
  }

  private async freshId(level: ImageMapLevel, id: string): Promise<void> {
    if (await this.maps.idTaken(level, id)) throw new DomainError('conflict', IMAGE_MAP_ERRORS.idTaken);
  }

  private async requireSet(realmId: string, id: string): Promise<void> {
    if (!(await this.maps.find('set', realmId, id))) throw DomainError.notFound('Set');
  }

  private name(name: string, siblings: readonly NamedSibling[], selfId: string | undefined, taken: string): string {
    const error = imageMapNameError(name, siblings, selfId, taken);
    if (error) throw DomainError.badInput(error);
    return name.trim();
  }

  private position(position: { x: number; y: number } | null | undefined, map: ImageMapRow): { x: number; y: number } {
    if (!position || !inside(position, map)) throw DomainError.badInput(IMAGE_MAP_ERRORS.positionOutside);
    return { x: position.x, y: position.y };
  }

  private async publish(
    realmId: string,
    change: ChangeStamp & { id: string },
    type: ImageMapChange['type'],
    entity: ImageMapEntity,
  ): Promise<void> {
    await this.bus.publish(topics.imageMapUpdate(realmId), {
      realmId,
      version: change.version,
      updateId: change.updateId,
      type,
      entity,
      id: change.id,
    } satisfies ImageMapChange);
  }
}

/** Whether a point lies on a plan of the given pixel size (edges included). */
function inside(point: { x: number; y: number }, plan: { width: number; height: number }): boolean {
  return (
    Number.isFinite(point.x) &&
    Number.isFinite(point.y) &&
    point.x >= 0 &&
    point.y >= 0 &&
    point.x <= Number(plan.width) &&
    point.y <= Number(plan.height)
  );
}
