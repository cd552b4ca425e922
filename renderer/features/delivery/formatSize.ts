/** Sizes as the delivery manager shows them (spec 2 §4): Bytes, KB, MB, GB, base 1024. */
import { SIZE_BASE, SIZE_UNITS } from '../../../shared/video/deliveryConstants';

/** Whole bytes; larger units with up to two decimals ('1.5 KB'); GB is the largest unit. */
export function formatSize(bytes: number | null | undefined): string {
  const value = Number.isFinite(bytes) && (bytes as number) > 0 ? (bytes as number) : 0;
  let unit = 0;
  let scaled = value;
  while (scaled >= SIZE_BASE && unit < SIZE_UNITS.length - 1) {
    scaled /= SIZE_BASE;
    unit += 1;
  }
  const shown = unit === 0 ? Math.round(scaled) : Math.round(scaled * 100) / 100;
  return `${shown} ${SIZE_UNITS[unit]}`;
}
