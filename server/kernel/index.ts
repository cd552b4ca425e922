/** server/kernel's entry (design.md §2): the Logger, config types, DomainError and credential
 *  redaction every layer uses. Other folders import only the modules listed here (lint:
 *  vantage/server-imports). */
export { DomainError, KIND_CODE } from './DomainError';
export type { Logger } from './Logger';
export type { MailConfig, ServerConfig, TlsConfig } from './config';
export { credentialFreeStream, type LineSink } from './credentialFreeStream';
export { projectRoot, readConfig } from './readConfig';
export { redactCredentials } from './redactCredentials';
