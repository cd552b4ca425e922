import { ESRI_RESOLUTIONS, esriTileAt, insideEsriExtent, webMercatorResolution } from './esriGrid';

const SITE = { lat: 52.2297, lng: 21.0122 };

describe('ESRI tile grid (spec 3 §9: EPSG:4326, a fixed 12-level scale set, fixed extent bounds)', () => {
  it('has 12 levels, each halving the degrees per pixel of the one before', () => {
    expect(ESRI_RESOLUTIONS).toHaveLength(12);
    expect(ESRI_RESOLUTIONS[0]).toBe(0.703125);
    for (let level = 1; level < 12; level += 1) {
      expect(ESRI_RESOLUTIONS[level]).toBeCloseTo(ESRI_RESOLUTIONS[level - 1]! / 2, 12);
    }
  });

  it('counts tiles from the top-left corner of the world: two at level 0, the site north-east of the middle', () => {
    expect(esriTileAt(0, 89, -179)).toEqual({ column: 0, row: 0 });
    expect(esriTileAt(0, -89, 179)).toEqual({ column: 1, row: 0 });
    // Level 10: 0.000687 degrees per pixel, 0.17578125 degrees per tile.
    expect(esriTileAt(10, SITE.lat, SITE.lng)).toEqual({
      column: Math.floor((SITE.lng + 180) / 0.17578125),
      row: Math.floor((90 - SITE.lat) / 0.17578125),
    });
    expect(esriTileAt(10, SITE.lat, SITE.lng)).toEqual({ column: 1143, row: 214 });
  });

  it("gives the resolution of Leaflet's map at a zoom", () => {
    expect(webMercatorResolution(0)).toBeCloseTo(156543.034, 2);
    expect(webMercatorResolution(17)).toBeCloseTo(1.194, 3);
  });

  it('ignores positions outside the extent', () => {
    expect(insideEsriExtent(SITE)).toBe(true);
    expect(insideEsriExtent({ lat: 91, lng: 0 })).toBe(false);
    expect(insideEsriExtent({ lat: 0, lng: -180.5 })).toBe(false);
  });
});
