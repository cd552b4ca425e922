/** Transport selection of spec 2 §4: the connection choice, disableLocalTransport and the local
 *  failure memory decide between cloud, local and a refusal with the spec's message. */
import { PLAYER_MESSAGES } from '../../../shared/video/playerConstants';
import type { LocalTransportMemory } from './LocalTransportMemory';
import type { ConnectionChoice } from './playerTypes';

export type TransportPlan =
  | { kind: 'cloud' }
  /** Try local; `fallbackToCloud` in Auto. */
  | { kind: 'local'; avatarId: string; fallbackToCloud: boolean }
  | { kind: 'error'; message: string };

export interface TransportInput {
  connection: string;
  disableLocalTransport: boolean;
  /** undefined: not looked up (cloud needs no avatar). */
  avatarId: string | null | undefined;
  memory: LocalTransportMemory;
  /** Whether this console has a local transport at all. */
  localAvailable: boolean;
}

export function isConnectionChoice(value: string): value is ConnectionChoice {
  return value === 'cloud' || value === 'local' || value === 'auto';
}

/** Whether the plan needs the camera's avatar id first. */
export function needsAvatar(connection: string, disableLocalTransport: boolean, localAvailable: boolean): boolean {
  if (disableLocalTransport) return false;
  return connection === 'local' || (connection === 'auto' && localAvailable);
}

export function planTransport(input: TransportInput): TransportPlan {
  const { connection, memory } = input;
  if (!isConnectionChoice(connection)) return { kind: 'error', message: PLAYER_MESSAGES.incorrectConnection };
  if (input.disableLocalTransport || connection === 'cloud') return { kind: 'cloud' };
  if (connection === 'auto') {
    // Auto falls back to the cloud whenever local cannot even be tried.
    if (!input.localAvailable || !input.avatarId || memory.failure(input.avatarId)) return { kind: 'cloud' };
    return { kind: 'local', avatarId: input.avatarId, fallbackToCloud: true };
  }
  if (!input.avatarId) return { kind: 'error', message: PLAYER_MESSAGES.noAvatar };
  // A remembered failure is given again without another attempt.
  const remembered = memory.failure(input.avatarId);
  if (remembered) return { kind: 'error', message: remembered };
  return { kind: 'local', avatarId: input.avatarId, fallbackToCloud: false };
}
