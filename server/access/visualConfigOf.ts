/** The caller's effective visual configuration (spec 1 §3, §6): the user's own combined with their
 *  groups' by the rule of shared/access/visualConfig combineVisualConfigs (the most restrictive
 *  wins). What the console is told (userInfo) and what the platform enforces are this one value. */
import { normaliseVisualConfig, type VisualConfig } from '../../shared/access/visualConfig';
import { parseJson } from '../db/json';
import type { UserRow } from '../db/repositories/users';
import type { Caller } from './Caller';

/** The user's own visual configuration as stored (a bad stored value reads as none). */
export function ownVisualConfig(user: Pick<UserRow, 'visual_config'>): VisualConfig {
  return normaliseVisualConfig(parseJson<unknown>(user.visual_config, {}));
}

export function visualConfigOf(caller: Caller): VisualConfig {
  const own = ownVisualConfig(caller.user);
  return caller.policy ? caller.policy.visualConfig(own) : own;
}
