/** The events area loads when it is first shown: each screen here is a React.lazy stand-in for its
 *  export in eventComponents.ts (one chunk). Whoever renders one keeps a Suspense boundary above. */
import { type ComponentType, lazy } from 'react';
import type * as EventComponentsModule from './eventComponents';

type EventComponents = typeof EventComponentsModule;

const load = () => import(/* webpackChunkName: "events" */ './eventComponents');

export function lazyEvents<Name extends keyof EventComponents>(name: Name): EventComponents[Name] {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<unknown>,
  })) as unknown as EventComponents[Name];
}
