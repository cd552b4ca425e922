/** The acknowledgement trigger's badge (spec 1 §2.10, spec 3 §4): how many events wait for
 *  acknowledgement (the platform's count, every page of them); it also runs the alarm — on when an unacknowledged need-acknowledge event
 *  arrives, beeping while on if the user's 'Enable alarm sound' setting is. The status bar
 *  renders it always, so the alarm works whatever view is open. */
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from '../../state';
import { useWorkspaceSettings } from '../views';
import { alarmOnAtom, alarmReducer } from './alarmState';
import { createAlarmBeeper } from './createAlarmBeeper';
import { useNeedAcknowledgeCount } from './useNeedAcknowledgeCount';

export function useAlarmSound(): void {
  const alarmOn = useAtomValue(alarmOnAtom);
  const soundOn = useWorkspaceSettings().settings?.enableAlarmSound === true;
  const [beeper] = useState(createAlarmBeeper);
  useEffect(() => {
    if (!alarmOn || !soundOn) return;
    beeper.start();
    return () => beeper.stop();
  }, [alarmOn, soundOn, beeper]);
}

export function useAcknowledgementBadge(): number {
  const setAlarm = useSetAtom(alarmOnAtom);
  const count = useNeedAcknowledgeCount((entry, insert) =>
    setAlarm((on) => alarmReducer(on, { type: 'arrived', entry, insert })),
  );
  useAlarmSound();
  return count;
}
