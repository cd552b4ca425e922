/** server/workspace's entry (design.md §2): consoles' configurations, shared views and page
 *  sources. Other folders import only the modules listed here (lint: vantage/server-imports). */
export { PageSources } from './PageSources';
export { WorkspaceService } from './workspaceService';
