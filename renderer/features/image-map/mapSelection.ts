/** Which set, layer and map the Image Map widget shows (spec 3 §2.6 mapSetId, showMapSetList):
 *  what the operator picked while it still exists, else the first of each; a widget with a
 *  mapSetId shows only that set. Objects and devices of the other layers count for
 *  showEventsInInvisibleLayers. */

export interface ObjectView {
  id: string;
  objectId: string;
  position?: { x: number; y: number } | null;
}
export interface MapView {
  id: string;
  name?: string | null;
  planUrl?: string | null;
  width?: number | null;
  height?: number | null;
  objects?: readonly ObjectView[] | null;
}
export interface LayerView {
  id: string;
  name?: string | null;
  maps?: readonly MapView[] | null;
}
export interface SetView {
  id: string;
  name?: string | null;
  layers?: readonly LayerView[] | null;
}

export interface Picked {
  setId?: string;
  layerId?: string;
  mapId?: string;
}

export interface Selection {
  sets: readonly SetView[];
  set: SetView | null;
  layer: LayerView | null;
  map: MapView | null;
}

/** The sets the widget offers: only its mapSetId when one is set and exists. */
export function offeredSets(sets: readonly SetView[], mapSetId: string): readonly SetView[] {
  if (!mapSetId) return sets;
  const fixed = sets.filter((s) => s.id === mapSetId);
  return fixed.length > 0 ? fixed : sets;
}

export function resolveSelection(sets: readonly SetView[], picked: Picked, mapSetId = ''): Selection {
  const offered = offeredSets(sets, mapSetId);
  const set = offered.find((s) => s.id === picked.setId) ?? offered[0] ?? null;
  const layers = set?.layers ?? [];
  const layer = layers.find((l) => l.id === picked.layerId) ?? layers[0] ?? null;
  const maps = layer?.maps ?? [];
  const map = maps.find((m) => m.id === picked.mapId) ?? maps[0] ?? null;
  return { sets: offered, set, layer, map };
}

/** Device ids whose events the widget keeps: the shown map's, plus every map's of the set when
 *  events of invisible layers are shown too. */
export function trackedDevices(selection: Selection, showEventsInInvisibleLayers: boolean): Set<string> {
  const maps = showEventsInInvisibleLayers
    ? (selection.set?.layers ?? []).flatMap((l) => l.maps ?? [])
    : selection.map
      ? [selection.map]
      : [];
  return new Set(maps.flatMap((m) => (m.objects ?? []).map((o) => o.objectId)));
}

/** The devices of a layer other than the shown one, for its event badge. */
export function layerDevices(layer: LayerView): string[] {
  return [...new Set((layer.maps ?? []).flatMap((m) => (m.objects ?? []).map((o) => o.objectId)))];
}

/** Where a device stands, for an event selected in the view (spec 3 §2.6 Events associatedWidgets
 *  ImageMap): the map shown when the device is on it, else the first map of the shown set, else of
 *  the other sets offered, that holds it; null when no map does. */
export function locateDevice(sets: readonly SetView[], current: Selection, deviceId: string): Picked | null {
  const holds = (map: MapView) => (map.objects ?? []).some((o) => o.objectId === deviceId);
  if (current.map && holds(current.map)) {
    return { setId: current.set?.id, layerId: current.layer?.id, mapId: current.map.id };
  }
  const ordered = current.set ? [current.set, ...sets.filter((s) => s.id !== current.set?.id)] : sets;
  for (const set of ordered) {
    for (const layer of set.layers ?? []) {
      const map = (layer.maps ?? []).find(holds);
      if (map) return { setId: set.id, layerId: layer.id, mapId: map.id };
    }
  }
  return null;
}
