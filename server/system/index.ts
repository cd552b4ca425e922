/** server/system's entry (design.md §2): the system status and the licence. Other folders import
 *  only the modules listed here (lint: vantage/server-imports). */
export { SystemService } from './systemService';
