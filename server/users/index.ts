/** server/users's entry (design.md §2): users administration, the user directory and the first run.
 *  Other folders import only the modules listed here (lint: vantage/server-imports). */
export { FirstRunSetup } from './FirstRunSetup';
export { UserAdminService, type Acting } from './UserAdminService';
export { UserDirectory } from './UserDirectory';
export { requireScreen, requireVideoAnalytics } from './visualAccess';
