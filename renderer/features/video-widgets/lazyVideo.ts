/** The video area loads when it is first shown, not with the login page and the shell: each
 *  screen here is a React.lazy stand-in for its export in videoWidgetComponents.ts (one chunk).
 *  Whoever renders one keeps a Suspense boundary above it. */
import { type ComponentType, lazy } from 'react';
import type * as VideoComponentsModule from './videoWidgetComponents';

type VideoComponents = typeof VideoComponentsModule;

const load = () => import(/* webpackChunkName: "video" */ './videoWidgetComponents');

export function lazyVideo<Name extends keyof VideoComponents>(name: Name): VideoComponents[Name] {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<unknown>,
  })) as unknown as VideoComponents[Name];
}
