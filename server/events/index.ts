/** server/events's entry (design.md §2): the event bus, the audit log, user audit, health and
 *  external events. Other folders import only the modules listed here (lint: vantage/server-
 *  imports). */
export { AuditLog, type AuditEntryChange, type AuditEntryFilter } from './AuditLog';
export { AuditRetention } from './AuditRetention';
export { HealthEvents, healthMessage } from './HealthEvents';
export { UserAudit, type AuditParty } from './UserAudit';
export { auditEntryView } from './auditEntryView';
export { checkSnapshot } from './checkSnapshot';
export { topics, type EventBus } from './eventBus';
export { eventSnapshot, witnessThumbnail, type CameraPicture, type TakeCameraPicture } from './eventSnapshots';
export { MemoryBus } from './memoryBus';
export { optionalText } from './optionalText';
export { PostgresBus } from './postgresBus';
export { recordExternalEvent } from './recordExternalEvent';
export { userAuditDetail } from './userAuditDetail';
