/** The schedule holding a camera tour or notification policy now, as CameraTour.heldBy and
 *  NotificationPolicy.heldBy answer it (issue 28): the tour's and policy's pages say which schedule
 *  holds them and until when. Schedule names are the realm's configuration, so only a caller who
 *  may read schedules is told; others read null. */
import { can } from '../../access/authorize';
import { access, type GraphQLContext } from '../access';

export interface ScheduleHoldView {
  scheduleId: string;
  scheduleName: string;
  taskName: string | null;
  value: string;
  start: number;
  end: number;
}

/** Reads the holds of one answer: the caller's right is asked once. */
export async function scheduleHolds(
  ctx: GraphQLContext,
  action: string,
): Promise<(targetId: string) => ScheduleHoldView | null> {
  const caller = await access(ctx);
  if (!can(caller, 'schedule:Read', { type: 'schedule' })) return () => null;
  const realmId = caller.membership.realmId;
  return (targetId) => {
    const held = ctx.services.scheduledState.targetHold(realmId, targetId, action);
    return held
      ? {
          scheduleId: held.scheduleId,
          scheduleName: held.scheduleName,
          taskName: held.taskName,
          value: held.value,
          start: held.start,
          end: held.end,
        }
      : null;
  };
}
