/** Says which schedule holds a camera tour or a notification policy now and until when (issue 28):
 *  'Held running by schedule “Lunch patrol” until 14:00' on the tour's and the policy's list row and
 *  page, so an administrator knows why a tour runs or a policy is silent without its own switch
 *  saying so. The platform's answer (CameraTour.heldBy, NotificationPolicy.heldBy); it hides itself
 *  once the window's end has passed, until the page reads the platform again. */
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import './heldBySchedule.css';

export interface ScheduleHoldView {
  scheduleName: string;
  /** RUNNING or STOPPED (a tour), ENABLED or DISABLED (a policy). */
  value: string;
  /** When the window closes (ms since the epoch; the API's Long may come as a string). */
  end: number | string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOLD_VALUES = ['RUNNING', 'STOPPED', 'ENABLED', 'DISABLED'];

export function HeldBySchedule({ hold }: { hold: ScheduleHoldView | null | undefined }) {
  const { i18n } = useTranslation();
  const end = Number(hold?.end ?? 0);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!hold || end <= Date.now()) return;
    // Timers beyond ~24 days overflow; a hold that long is read again long before it ends.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - Date.now() + 50, DAY_MS));
    return () => clearTimeout(timer);
  }, [hold, end]);
  if (!hold || end <= now || !HOLD_VALUES.includes(hold.value)) return null;
  // The time alone when the window ends today, else its weekday too.
  const until = new Intl.DateTimeFormat(i18n.language, {
    ...(new Date(end).toDateString() !== new Date(now).toDateString() && { weekday: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(end));
  return (
    <span className="vt-held-by-schedule" data-held={hold.value}>
      <Trans
        i18nKey={`schedules.heldBy.${hold.value}`}
        values={{ schedule: hold.scheduleName, until }}
        components={{ name: <bdi /> }}
      />
    </span>
  );
}
