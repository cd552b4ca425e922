/** Notification policies and their send log over GraphQL (issue 28). A policy belongs to the
 *  realm's configuration — it sends through the realm's e-mail settings and holds webhook and
 *  broker secrets — so every resolver asks authorize() for realm:Update on the session's realm
 *  (spec 3 §6 resource type realm, the right realm settings ask), then calls the service. */
import { NOTIFICATION_POLICY_ACTION } from '../../../shared/schedules/scheduleActions';
import { authorize } from '../../access/authorize';
import type { NotificationPolicyRecord } from '../../db/repositories/notificationPolicies';
import type { NotificationSendRecord } from '../../db/repositories/notificationSends';
import type { NotificationActing } from '../../notifications';
import { access, type GraphQLContext } from '../access';
import type { Resolvers } from '../generated/resolverTypes';
import { scheduleHolds } from './scheduleHoldOf';

/** Sends looked at for a policy's last problem. */
const PROBLEM_WINDOW = 20;

async function acting(ctx: GraphQLContext): Promise<NotificationActing> {
  const caller = await access(ctx);
  const realmId = caller.membership.realmId;
  authorize(caller, 'realm:Update', { type: 'realm', id: realmId, realmId });
  return { realmId, actor: { id: caller.user.id, name: caller.user.name } };
}

const toSend = (send: NotificationSendRecord) => ({
  id: send.id,
  policyId: send.policyId,
  eventId: send.eventId,
  channel: send.channel,
  target: send.target,
  result: send.result,
  attempts: send.attempts,
  error: send.error,
  test: send.test,
  at: send.at,
});

/** The policy as administrators read it: secrets only as whether one is set. */
const toPolicy = (policy: NotificationPolicyRecord) => {
  const { webhook, mqtt, realmId, ...rest } = policy;
  void realmId;
  return {
    ...rest,
    webhook: webhook && { url: webhook.url, hasSecret: Boolean(webhook.secret) },
    mqtt: mqtt && { url: mqtt.url, topic: mqtt.topic, username: mqtt.username, hasPassword: Boolean(mqtt.password) },
  };
};

export const notificationPolicyResolvers: Resolvers = {
  Query: {
    notificationPolicies: async (_, __, ctx) => {
      const { realmId } = await acting(ctx);
      return (await ctx.services.notifications.list(realmId)).map(toPolicy);
    },
    notificationPolicy: async (_, args, ctx) => {
      const { realmId } = await acting(ctx);
      const policy = await ctx.services.notifications.find(realmId, args.id);
      return policy ? toPolicy(policy) : null;
    },
    notificationSends: async (_, args, ctx) => {
      const { realmId } = await acting(ctx);
      return (await ctx.services.notifications.sends(realmId, args.policyId, args.limit)).map(toSend);
    },
  },
  NotificationPolicy: {
    sends: async (parent, args, ctx) => {
      const { realmId } = await acting(ctx);
      return (await ctx.services.notifications.sends(realmId, parent.id ?? '', args.limit)).map(toSend);
    },
    lastProblem: async (parent, _, ctx) => {
      const { realmId } = await acting(ctx);
      const recent = await ctx.services.notifications.sends(realmId, parent.id ?? '', PROBLEM_WINDOW);
      const problem = recent.find((s) => s.result !== 'SENT');
      return problem ? toSend(problem) : null;
    },
    usedBy: async (parent, _, ctx) => {
      const { realmId } = await acting(ctx);
      return ctx.services.notifications.usedBy(realmId, parent.id ?? '');
    },
    heldBy: async (parent, _, ctx) => {
      await acting(ctx);
      return (await scheduleHolds(ctx, NOTIFICATION_POLICY_ACTION))(parent.id ?? '');
    },
  },
  Mutation: {
    createNotificationPolicy: async (_, args, ctx) =>
      toPolicy(await ctx.services.notifications.create(args.policy, await acting(ctx))),
    updateNotificationPolicy: async (_, args, ctx) =>
      toPolicy(await ctx.services.notifications.update(args.policy, await acting(ctx))),
    deleteNotificationPolicy: async (_, args, ctx) => ctx.services.notifications.delete(args.id, await acting(ctx)),
    testNotificationPolicy: async (_, args, ctx) =>
      (await ctx.services.notifications.test(args.id, await acting(ctx))).map(toSend),
  },
};
