/** The screens of the access-policies chunk, loaded on first use (index.ts). */
export { AccessPoliciesSection } from './AccessPoliciesSection';
