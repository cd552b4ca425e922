/** The offline base map the platform ships (spec 3 §2.10; control rooms often reach no tile
 *  server): the world's countries from Natural Earth (the world-atlas package, 1:110m) for the
 *  overview, and the site plan platform/ hands in (the demo sites' grounds, roads, buildings and
 *  yard, from sim/: maps/ never imports it, issue 35) for street-level zoom. Built once per
 *  process and drawn by the console as vector layers under everything else. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';

export interface OfflineBaseMapData {
  land: FeatureCollection;
  site: FeatureCollection;
}

export class OfflineBaseMap {
  private built: OfflineBaseMapData | undefined;

  /** `sitePlan` draws the sites' plans; it is called once, on the first read. */
  constructor(private readonly sitePlan: () => FeatureCollection) {}

  read(): OfflineBaseMapData {
    this.built ??= { land: worldCountries(), site: this.sitePlan() };
    return this.built;
  }
}

function worldCountries(): FeatureCollection {
  const file = createRequire(__filename).resolve('world-atlas/countries-110m.json');
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology;
  const countries = topology.objects.countries;
  if (!countries) throw new Error('world-atlas has no countries object');
  const collection = feature(topology, countries) as FeatureCollection;
  // Names only: the console draws outlines and needs nothing else.
  return {
    type: 'FeatureCollection',
    features: collection.features.map((f) => ({
      ...f,
      properties: { kind: 'country', name: f.properties?.name ?? '' },
    })),
  };
}
