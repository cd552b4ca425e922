import { baseLayerOptions, defaultBaseLayer } from './baseLayers';

describe('base layers (spec 3 §5)', () => {
  it('offers the offline map and OSM without keys, and starts on the offline map', () => {
    expect(baseLayerOptions({}).map((o) => o.id)).toEqual(['OFFLINE', 'OSM']);
    expect(defaultBaseLayer({})).toBe('OFFLINE');
  });

  it('ignores an ESRI default without both token and tile URL', () => {
    expect(defaultBaseLayer({ defaultMapLayer: 'ESRI', esriMapTileUrl: 'https://esri.example/{z}/{y}/{x}' })).toBe(
      'OFFLINE',
    );
    expect(defaultBaseLayer({ defaultMapLayer: 'ESRI', esriAccessToken: 'secret' })).toBe('OFFLINE');
    const both = {
      defaultMapLayer: 'ESRI',
      esriMapTileUrl: 'https://esri.example/{z}/{y}/{x}',
      esriAccessToken: 'a b',
    };
    expect(defaultBaseLayer(both)).toBe('ESRI');
  });

  it('offers the Google layers only with an API key', () => {
    expect(defaultBaseLayer({ defaultMapLayer: 'GOOGLE_SATELLITE' })).toBe('OFFLINE');
    const google = baseLayerOptions({ googleMapsApiKey: 'k1', defaultMapLayer: 'GOOGLE_ROADMAP' });
    expect(google.map((o) => o.id)).toEqual(['OFFLINE', 'OSM', 'GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE']);
    expect(defaultBaseLayer({ googleMapsApiKey: 'k1', defaultMapLayer: 'OSM' })).toBe('OSM');
  });

  it('reads every online layer through the platform, never naming a tile server, token or key (issue 34)', () => {
    const settings = {
      esriMapTileUrl: 'https://esri.example/{level}/{row}/{col}',
      esriAccessToken: 'secret',
      googleMapsApiKey: 'k1',
    };
    const online = baseLayerOptions(settings).filter((o) => o.url);
    expect(online.map((o) => o.url?.replace(/\?v=\w+$/, ''))).toEqual([
      '/api/maps/tiles/OSM/{z}/{x}/{y}',
      '/api/maps/tiles/ESRI/{z}/{x}/{y}',
      '/api/maps/tiles/GOOGLE_HYBRID/{z}/{x}/{y}',
      '/api/maps/tiles/GOOGLE_ROADMAP/{z}/{x}/{y}',
      '/api/maps/tiles/GOOGLE_SATELLITE/{z}/{x}/{y}',
    ]);
    for (const option of online) expect(option.url).not.toMatch(/esri\.example|secret|k1/);
    // A changed source is a new address, so no browser shows the old source's tiles for it.
    const esri = (token: string) =>
      baseLayerOptions({ ...settings, esriAccessToken: token }).find((o) => o.id === 'ESRI')?.url;
    expect(esri('secret')).toBe(esri('secret'));
    expect(esri('renewed')).not.toBe(esri('secret'));
  });
});
