/** A flag of the signed-in user's visual configuration (spec 2 §6: limitedSpeedList,
 *  disableLocalTransport …); off outside a session (previews, isolated component tests). */
import { useContext } from 'react';
import type { UserInfo } from './sessionDocuments';
import { SessionContext } from './SessionContext';

type VisualConfig = UserInfo['user']['solidVisualConfig'];
export type VisualConfigFlag = {
  [K in keyof VisualConfig]: VisualConfig[K] extends boolean ? K : never;
}[keyof VisualConfig];

export function useVisualConfigFlag(flag: VisualConfigFlag): boolean {
  return useContext(SessionContext)?.info?.user.solidVisualConfig[flag] === true;
}
