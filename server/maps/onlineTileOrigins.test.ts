import { GOOGLE_TILE_ORIGINS, OSM_TILE_ORIGIN } from '../../shared/maps/geoMapConstants';
import { onlineTileOrigins } from './onlineTileOrigins';

describe('tile servers a realm switches on (spec 3 §5, the page CSP)', () => {
  it('lets Google tiles in only with an API key and OSM only as the default layer', () => {
    expect(onlineTileOrigins({})).toEqual([]);
    expect(onlineTileOrigins({ defaultMapLayer: 'GOOGLE_HYBRID' })).toEqual([]);
    expect(onlineTileOrigins({ googleMapsApiKey: 'k' })).toEqual(GOOGLE_TILE_ORIGINS);
    expect(onlineTileOrigins({ defaultMapLayer: 'OSM' })).toEqual([OSM_TILE_ORIGIN]);
  });
});
