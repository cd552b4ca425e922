/** Users administration, realm settings and the user audit in the console (spec 1 §2.5 Access →
 *  Users and Audit, Settings → Realm Settings; spec 3 §2.1 user routes): lazily loaded screens
 *  (the admin chunk stays out of the operator's way). */
import { type ComponentType, lazy } from 'react';
import type * as Screens from './accessUsersScreens';

type ScreensModule = typeof Screens;
const load = () => import(/* webpackChunkName: "access-users" */ './accessUsersScreens');
/** Loads the screens' chunk; the Start Page asks for it early, so a click does not wait for it. */
export const preloadAccessUsers = load;

function lazyScreen<Name extends keyof ScreensModule>(name: Name): ScreensModule[Name] {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<unknown>,
  })) as unknown as ScreensModule[Name];
}

export const UsersSection = lazyScreen('UsersSection');
export const RealmSettingsSection = lazyScreen('RealmSettingsSection');
export const UserAuditSection = lazyScreen('UserAuditSection');
/** The visual configuration editor, for a group's configuration too (spec 1 §3). */
export const VisualConfigEditor = lazyScreen('VisualConfigEditor');
export type { UsersSectionProps } from './UsersSection';
export type { VisualConfigEditorProps } from './VisualConfigEditor';
