/** Groups, Authorization Policies, Zones and Sets in the console (spec 1 §2.5 Access; spec 3 §2.1
 *  routes, §3.6), with effective permissions: lazily loaded, so the admin screens stay out of the
 *  main bundle. */
import { lazy } from 'react';
import type * as Screens from './accessPoliciesScreens';

const load = () => import(/* webpackChunkName: "access-policies" */ './accessPoliciesScreens');
/** Loads the screens' chunk; the Start Page asks for it early, so a click does not wait for it. */
export const preloadAccessPolicies = load;

export const AccessPoliciesSection = lazy(async () => ({
  default: (await load()).AccessPoliciesSection,
})) as unknown as (typeof Screens)['AccessPoliciesSection'];
export { isAccessSection, type AccessSection } from './policyPaths';
export type { AccessPoliciesSectionProps } from './AccessPoliciesSection';
