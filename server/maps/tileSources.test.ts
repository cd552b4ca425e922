import { tileIn, tileSource, tileUrl } from './tileSources';

const INSTALLATION = { osmTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' };
const ESRI = {
  esriMapTileUrl: 'https://esri.example/arcgis/rest/services/World/MapServer/tile/{level}/{row}/{col}',
  esriAccessToken: 'secret token',
};

describe("a realm's tile sources (issue 34: tiles through the platform, no open proxy)", () => {
  it('offers OSM everywhere, ESRI with its URL and token, Google with a key, nothing else', () => {
    expect(tileSource('OSM', {}, INSTALLATION)?.template).toBe(INSTALLATION.osmTileUrl);
    expect(tileSource('ESRI', {}, INSTALLATION)).toBeNull();
    expect(tileSource('ESRI', { esriMapTileUrl: ESRI.esriMapTileUrl }, INSTALLATION)).toBeNull();
    expect(tileSource('GOOGLE_HYBRID', {}, INSTALLATION)).toBeNull();
    expect(tileSource('https://elsewhere.example/{z}/{x}/{y}', ESRI, INSTALLATION)).toBeNull();
    expect(tileSource('OFFLINE', ESRI, INSTALLATION)).toBeNull();
    const esri = tileSource('ESRI', ESRI, INSTALLATION)!;
    expect(esri).toMatchObject({ grid: 'esri', byRealm: true });
    expect(tileUrl(esri, { z: 11, x: 2287, y: 429 })).toBe(
      'https://esri.example/arcgis/rest/services/World/MapServer/tile/11/429/2287?token=secret%20token',
    );
    const google = tileSource('GOOGLE_SATELLITE', { googleMapsApiKey: 'k&1' }, INSTALLATION)!;
    expect(google.byRealm).toBe(false);
    expect(tileUrl(google, { z: 3, x: 2, y: 3 })).toBe('https://mt1.google.com/vt/lyrs=s&x=2&y=3&z=3&key=k%261');
  });

  it('refuses a template that is no http(s) address or has no place for a number', () => {
    expect(tileSource('ESRI', { ...ESRI, esriMapTileUrl: 'file:///etc/{level}/{row}/{col}' }, INSTALLATION)).toBeNull();
    expect(
      tileSource('ESRI', { ...ESRI, esriMapTileUrl: 'https://esri.example/tile/{level}' }, INSTALLATION),
    ).toBeNull();
    expect(tileSource('OSM', {}, { osmTileUrl: 'https://tiles.example/static.png' })).toBeNull();
  });

  it('names a source by its template, so a new token is a new cache and equal sources share one', () => {
    const a = tileSource('ESRI', ESRI, INSTALLATION)!;
    expect(tileSource('ESRI', { ...ESRI }, INSTALLATION)!.key).toBe(a.key);
    expect(tileSource('ESRI', { ...ESRI, esriAccessToken: 'other' }, INSTALLATION)!.key).not.toBe(a.key);
  });

  it("takes only whole numbers inside the layer's grid", () => {
    expect(tileIn('webMercator', '0', '0', '0')).toEqual({ z: 0, x: 0, y: 0 });
    expect(tileIn('webMercator', '18', '262143', '262143')).toEqual({ z: 18, x: 262143, y: 262143 });
    expect(tileIn('webMercator', '19', '0', '0')).toBeNull();
    expect(tileIn('webMercator', '2', '4', '0')).toBeNull();
    expect(tileIn('webMercator', '2', '0', '4')).toBeNull();
    for (const bad of ['-1', '1.5', '1e3', ' 1', '0x1', '', '../1', '99999999']) {
      expect(tileIn('webMercator', '3', bad, '1')).toBeNull();
    }
    // ESRI's grid: two tiles across at level 0, twelve levels.
    expect(tileIn('esri', '0', '1', '0')).toEqual({ z: 0, x: 1, y: 0 });
    expect(tileIn('esri', '0', '2', '0')).toBeNull();
    expect(tileIn('esri', '0', '0', '1')).toBeNull();
    expect(tileIn('esri', '11', '2287', '429')).toEqual({ z: 11, x: 2287, y: 429 });
    expect(tileIn('esri', '12', '0', '0')).toBeNull();
  });
});
