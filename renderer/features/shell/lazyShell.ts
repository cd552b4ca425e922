/** The logged-in workspace loads after sign-in, not with the login page: each screen here is a
 *  React.lazy stand-in for its export in shellScreens.ts (one chunk, with the views, widgets and
 *  dialogs it brings). Whoever renders one keeps a Suspense boundary above it. */
import { type ComponentType, lazy } from 'react';
import type * as ShellScreensModule from './shellScreens';

type ShellScreens = typeof ShellScreensModule;

const load = () => import(/* webpackChunkName: "workspace" */ './shellScreens');

export function lazyShell<Name extends keyof ShellScreens>(name: Name): ShellScreens[Name] {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<unknown>,
  })) as unknown as ShellScreens[Name];
}
