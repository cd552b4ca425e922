import { kmlWithFolders } from '@tmcw/togeojson';
import { flatLayerData, foldersFromKml, isFolderHidden } from './gisFolders';

const point = (name: string) =>
  `<Placemark><name>${name}</name><Point><coordinates>21,52</coordinates></Point></Placemark>`;
const folder = (name: string, ...children: string[]) => `<Folder><name>${name}</name>${children.join('')}</Folder>`;
const kml = (...children: string[]) =>
  kmlWithFolders(
    new DOMParser().parseFromString(
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${children.join('')}</Document></kml>`,
      'text/xml',
    ),
  );
const names = (data: ReturnType<typeof foldersFromKml>) =>
  data.collection.features.map((f, i) => `${String(f.properties?.name)}@${data.folderOf[i] ?? '-'}`);

describe('GIS layer folders (spec 3 §2.10 layer tree, §9 folder depth capped at 3)', () => {
  it('keeps the KML folder tree, each feature in its folder', () => {
    const data = foldersFromKml(
      kml(folder('Fences', point('North'), folder('Gates', point('Gate 1'))), folder('Posts'), point('Top')),
    );
    expect(data.folders).toEqual([
      { id: '0', name: 'Fences', children: [{ id: '0.0', name: 'Gates', children: [] }] },
      { id: '1', name: 'Posts', children: [] },
    ]);
    expect(names(data)).toEqual(['North@0', 'Gate 1@0.0', 'Top@-']);
  });

  it('shows three levels: deeper folders give their features to their third-level ancestor', () => {
    const data = foldersFromKml(
      kml(
        folder(
          'Site',
          folder('Building', folder('Floor', point('Door'), folder('Room', folder('Cupboard', point('Key'))))),
        ),
      ),
    );
    expect(data.folders).toEqual([
      {
        id: '0',
        name: 'Site',
        children: [{ id: '0.0', name: 'Building', children: [{ id: '0.0.0', name: 'Floor', children: [] }] }],
      },
    ]);
    expect(names(data)).toEqual(['Door@0.0.0', 'Key@0.0.0']);
  });

  it('hides a folder with everything under it', () => {
    const hidden = new Set(['0.1']);
    expect(isFolderHidden('0.1', hidden)).toBe(true);
    expect(isFolderHidden('0.1.2', hidden)).toBe(true);
    expect(isFolderHidden('0.10', hidden)).toBe(false);
    expect(isFolderHidden('0', hidden)).toBe(false);
    expect(isFolderHidden(null, hidden)).toBe(false);
  });

  it('gives a GeoJSON file no folders', () => {
    const data = flatLayerData({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [21, 52] } }],
    });
    expect(data.folders).toEqual([]);
    expect(data.folderOf).toEqual([null]);
  });
});
