/** Whether a PTZ call can be made (spec 2 §5, §8): it needs a camera and a command of a known
 *  PTZ mutation. Returns the locale key of the error under video.ptz.errors, or null. */
export const PTZ_COMMAND_KINDS = ['preset', 'speed', 'step', 'rel', 'pt'] as const;
export type PtzCommandKind = (typeof PTZ_COMMAND_KINDS)[number];

export type PtzCallError = 'noCamera' | 'noCommand' | 'undefinedCommand';

export function ptzCallError(deviceId: string | null | undefined, kind: string, command: unknown): PtzCallError | null {
  if (!PTZ_COMMAND_KINDS.includes(kind as PtzCommandKind)) return 'undefinedCommand';
  if (!deviceId) return 'noCamera';
  if (typeof command !== 'object' || command === null || Object.keys(command).length === 0) return 'noCommand';
  return null;
}
