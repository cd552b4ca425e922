/** The realm choice of spec 1 §2.2 and §4. */
export { needsRealmSwitch, ROUTE_AFTER_REALM, skipsRealmChoice } from './realmFlow';
export { SelectRealmPage } from './SelectRealmPage';
