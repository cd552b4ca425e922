import { primitiveOf } from './useGisLayers';

describe('GIS primitives (spec 3 §2.10: Point, Polygon, LineString can be toggled)', () => {
  it('counts multi-geometries as their single kind and leaves others out', () => {
    expect(primitiveOf({ type: 'Point', coordinates: [0, 0] })).toBe('Point');
    expect(primitiveOf({ type: 'MultiLineString', coordinates: [] })).toBe('LineString');
    expect(primitiveOf({ type: 'MultiPolygon', coordinates: [] })).toBe('Polygon');
    expect(primitiveOf({ type: 'GeometryCollection', geometries: [] })).toBeNull();
    expect(primitiveOf(null)).toBeNull();
  });
});
