/** server/installation's entry (design.md §2): the installation-wide settings and the relay of the
 *  browser console's error reports (issue 34). Other folders import only the modules listed here
 *  (lint: vantage/server-imports). */
export { InstallationSettingsService, type InstallationSettingsInput } from './InstallationSettingsService';
export { ErrorReportRelay } from './ErrorReportRelay';
