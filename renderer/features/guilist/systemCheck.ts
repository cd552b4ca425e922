/** The system check's rules (spec 1 §4, §8, §9) as plain functions: when the client's clock counts
 *  as shifted and when there is nothing to read; how the reasons are told is reasonLines'. */
import { CLOCK_SKEW_TOLERANCE_S } from '../../../shared/shell/constants';

export interface Reason {
  message: string;
  object?: { type: string; id: string } | null;
}

const MS_PER_S = 1000;

/** The shift in whole seconds, or 0 when it is CLOCK_SKEW_TOLERANCE_S or less. */
export function clockSkewSeconds(serverTimeMs: number, clientTimeMs: number): number {
  const shiftMs = Math.abs(serverTimeMs - clientTimeMs);
  return shiftMs > CLOCK_SKEW_TOLERANCE_S * MS_PER_S ? Math.round(shiftMs / MS_PER_S) : 0;
}

/** ONLINE, no description and no clock shift: nothing for the operator to read (the desktop
 *  shell then goes on by itself). */
export function isSystemQuiet(status: { status: string; description?: string | null }, skewSeconds: number): boolean {
  return status.status === 'ONLINE' && !status.description && skewSeconds === 0;
}
