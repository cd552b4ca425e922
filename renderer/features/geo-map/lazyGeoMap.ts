/** The geographic map loads when it is first shown: leaflet and its plugins never reach the main
 *  bundle. Each screen is a React.lazy stand-in for its export in geoMapComponents.ts (one
 *  chunk); whoever renders one keeps a Suspense boundary above it. */
import { type ComponentType, lazy } from 'react';
import type * as GeoMapComponentsModule from './geoMapComponents';

type GeoMapComponents = typeof GeoMapComponentsModule;

const load = () => import(/* webpackChunkName: "geo-map" */ './geoMapComponents');

export function lazyGeoMap<Name extends keyof GeoMapComponents>(name: Name): GeoMapComponents[Name] {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<unknown>,
  })) as unknown as GeoMapComponents[Name];
}
