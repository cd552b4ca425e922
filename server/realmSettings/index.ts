/** server/realmSettings's entry (design.md §2): a realm's settings. Other folders import only the
 *  modules listed here (lint: vantage/server-imports). */
export { RealmSettingsService } from './RealmSettingsService';
