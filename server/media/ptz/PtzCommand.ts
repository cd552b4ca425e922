/** A PTZ command as the GraphQL mutations and the legacy REST route hand it to PtzService. */
export type PtzCommand =
  | { kind: 'preset'; preset: string; action: 'GOTO' | 'SAVE' | 'CLEAR' }
  | { kind: 'speed'; pan?: number; tilt?: number; zoom?: number }
  | { kind: 'step'; pan?: number; tilt?: number; zoom?: number }
  | { kind: 'rel'; x: number; y: number; zoom?: number }
  | { kind: 'pt'; pan: number; tilt: number };
