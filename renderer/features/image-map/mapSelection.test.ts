import { layerDevices, locateDevice, resolveSelection, trackedDevices } from './mapSelection';

const obj = (id: string) => ({ id: `o-${id}`, objectId: id, position: { x: 1, y: 1 } });
const sets = [
  {
    id: 's1',
    name: 'HQ',
    layers: [
      {
        id: 'l1',
        name: 'Ground',
        maps: [
          { id: 'm1', objects: [obj('cam-1'), obj('cam-2')] },
          { id: 'm2', objects: [obj('cam-3')] },
        ],
      },
      { id: 'l2', name: 'Outside', maps: [{ id: 'm3', objects: [obj('cam-4'), obj('cam-1')] }] },
    ],
  },
  { id: 's2', name: 'Branch', layers: [] },
];

describe('image map selection (spec 3 §2.6 mapSetId)', () => {
  it('keeps what was picked while it exists, else takes the first of each', () => {
    expect(resolveSelection(sets, {})).toMatchObject({ set: { id: 's1' }, layer: { id: 'l1' }, map: { id: 'm1' } });
    expect(resolveSelection(sets, { setId: 's1', layerId: 'l1', mapId: 'm2' }).map?.id).toBe('m2');
    expect(resolveSelection(sets, { setId: 's1', layerId: 'l2', mapId: 'm2' })).toMatchObject({
      layer: { id: 'l2' },
      map: { id: 'm3' },
    });
    expect(resolveSelection(sets, { setId: 'gone' }).set?.id).toBe('s1');
    expect(resolveSelection(sets, { setId: 's2' })).toMatchObject({ set: { id: 's2' }, layer: null, map: null });
    expect(resolveSelection([], {})).toEqual({ sets: [], set: null, layer: null, map: null });
  });

  it('shows only the mapSetId set when it exists', () => {
    expect(resolveSelection(sets, { setId: 's1' }, 's2').sets.map((s) => s.id)).toEqual(['s2']);
    expect(resolveSelection(sets, {}, 'missing').sets).toHaveLength(2);
  });

  it('tracks the shown map’s devices, or the whole set’s with showEventsInInvisibleLayers', () => {
    const selection = resolveSelection(sets, {});
    expect([...trackedDevices(selection, false)]).toEqual(['cam-1', 'cam-2']);
    expect([...trackedDevices(selection, true)].sort()).toEqual(['cam-1', 'cam-2', 'cam-3', 'cam-4']);
    expect(layerDevices(sets[0]!.layers[1]!)).toEqual(['cam-4', 'cam-1']);
  });

  it('finds the map of a device an event was selected for: the shown one first, then the set, then the others', () => {
    const shown = resolveSelection(sets, { setId: 's1', layerId: 'l2' });
    expect(locateDevice(sets, shown, 'cam-1')).toEqual({ setId: 's1', layerId: 'l2', mapId: 'm3' });
    expect(locateDevice(sets, shown, 'cam-3')).toEqual({ setId: 's1', layerId: 'l1', mapId: 'm2' });
    expect(locateDevice(sets, resolveSelection(sets, { setId: 's2' }), 'cam-4')).toEqual({
      setId: 's1',
      layerId: 'l2',
      mapId: 'm3',
    });
    expect(locateDevice(sets, shown, 'cam-9')).toBeNull();
  });
});
