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
    expect(baseLayerOptions(both).find((o) => o.id === 'ESRI')?.url).toBe(
      'https://esri.example/{z}/{y}/{x}?token=a%20b',
    );
  });

  it('offers the Google layers only with an API key', () => {
    expect(defaultBaseLayer({ defaultMapLayer: 'GOOGLE_SATELLITE' })).toBe('OFFLINE');
    const google = baseLayerOptions({ googleMapsApiKey: 'k1', defaultMapLayer: 'GOOGLE_ROADMAP' });
    expect(google.map((o) => o.id)).toEqual(['OFFLINE', 'OSM', 'GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE']);
    expect(google.find((o) => o.id === 'GOOGLE_SATELLITE')?.url).toContain('lyrs=s&x={x}&y={y}&z={z}&key=k1');
    expect(defaultBaseLayer({ googleMapsApiKey: 'k1', defaultMapLayer: 'OSM' })).toBe('OSM');
  });
});
