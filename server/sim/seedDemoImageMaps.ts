/** Spec 3 §2.11: the demo realm's image maps (a set with two layers, each with a floor plan drawn by
 *  demoFloorPlans) with the demo cameras placed on them, made through the image map service as an
 *  administrator's console would make them. */
import { IMAGE_MAP_VERSION } from '../../shared/imageMap/imageMapConstants';
import type { ImageMapService } from '../imageMaps/ImageMapService';
import { carParkPlan, groundFloorPlan, type DemoPlan } from './demoFloorPlans';

export const DEMO_IMAGE_MAP_SET = 'Headquarters';

export async function seedDemoImageMaps(imageMaps: ImageMapService, realmId: string, cameras: number): Promise<void> {
  const stamp = { version: IMAGE_MAP_VERSION, updateId: `${realmId}-seed` };
  const id = (key: string) => `${realmId}-imagemap-${key}`;
  await imageMaps.insertSet(realmId, { ...stamp, id: id('set'), name: DEMO_IMAGE_MAP_SET });
  const floors: Array<{ key: string; layer: string; map: string; plan: DemoPlan }> = [
    { key: 'ground', layer: 'Ground floor', map: 'Ground floor plan', plan: groundFloorPlan() },
    { key: 'outside', layer: 'Outside', map: 'Car park', plan: carParkPlan() },
  ];
  for (const floor of floors) {
    await imageMaps.insertLayer(realmId, {
      ...stamp,
      id: id(`${floor.key}-layer`),
      setId: id('set'),
      name: floor.layer,
    });
    const mapId = id(floor.key);
    await imageMaps.insertMap(realmId, {
      ...stamp,
      id: mapId,
      layerId: id(`${floor.key}-layer`),
      name: floor.map,
      base64: Buffer.from(floor.plan.svg).toString('base64'),
    });
    for (const [n, position] of Object.entries(floor.plan.cameras)) {
      if (Number(n) > cameras) continue;
      await imageMaps.insertObject(realmId, {
        ...stamp,
        id: `${mapId}-camera-${n}`,
        mapId,
        objectId: `${realmId}-camera-${n}`,
        position,
      });
    }
  }
}
