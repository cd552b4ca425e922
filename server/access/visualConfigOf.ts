/** The caller's effective visual configuration (spec 1 §3, §6): the user's own combined with their
 *  groups' by the rule of shared/access/visualConfig combineVisualConfigs (the most restrictive
 *  wins). What the console is told (userInfo) and what the platform enforces are this one value. */
import { normaliseVisualConfig, type VisualConfig } from '../../shared/access/visualConfig';
import { parseJson } from '../db/json';
import type { Caller } from './Caller';

export function visualConfigOf(caller: Caller): VisualConfig {
  const own = normaliseVisualConfig(parseJson<unknown>(caller.user.visual_config, {}));
  return caller.policy ? caller.policy.visualConfig(own) : own;
}
