/** What a caller may learn of what devices witnessed (issue 27, spec 3 §6): only the devices whose
 *  video their policies let them read are named to them, and a witness filter naming other devices
 *  must not tell whether those witnessed anything. */
import { READ_VIDEO } from './actions';
import { deviceScopeOf } from './authorize';
import type { Caller } from './Caller';
import { inScope } from './policies/compiledStatement';

/** Whether the caller may read a device; the policies as they are when it is asked for. */
export function readableDevices(caller: Caller): (deviceId: string) => boolean {
  const scope = deviceScopeOf(caller, READ_VIDEO);
  return (deviceId) => inScope(scope, deviceId);
}

/** A witness filter narrowed to the devices the caller may read: unchanged without witnesses,
 *  'nothing' when it named witnesses and none of them is readable (so nothing matches). */
export function readableWitnessFilter<F extends { witnesses?: readonly string[] | null } | null | undefined>(
  filter: F,
  readable: (deviceId: string) => boolean,
): F | 'nothing' {
  const witnesses = filter?.witnesses;
  if (!filter || !witnesses?.length) return filter;
  const kept = witnesses.filter(readable);
  return kept.length ? { ...filter, witnesses: kept } : 'nothing';
}
