/** A platform message in the operator's language (issue 34): by the code the platform named it
 *  with (GraphQL extensions, REST body) or, for a text that reached the console without one, by
 *  the shared catalogue; the English text when the console has no words for it. */
import type { TFunction } from 'i18next';
import { type ServerMessageCode, serverMessageCode } from '../../shared/messages/serverMessages';

export const SERVER_MESSAGE_NAMESPACE = 'serverMessages';

export function localiseServerMessage(t: TFunction, message: string, code?: Partial<ServerMessageCode>): string {
  const named = code?.messageKey ? { messageKey: code.messageKey, params: code.params } : serverMessageCode(message);
  if (!named) return message;
  return t(`${SERVER_MESSAGE_NAMESPACE}.${named.messageKey}`, { ...named.params, defaultValue: message });
}

/** The code a GraphQL error's extensions carry, when they carry one. */
export function extensionsCode(
  extensions: Record<string, unknown> | undefined,
): Partial<ServerMessageCode> | undefined {
  const messageKey = extensions?.messageKey;
  if (typeof messageKey !== 'string') return undefined;
  const params = extensions?.params;
  return params && typeof params === 'object'
    ? { messageKey, params: params as Record<string, string> }
    : { messageKey };
}
