/** Events over GraphQL (spec 3 §7.1–§7.3): categories, one entry, pages of the realm's entries and
 *  of the pending need-acknowledge ones, acknowledgement of one or many, and the auditEntries
 *  subscription. Each resolver asks authorize() first, then the audit log; nothing here decides. */
import type { Resolvers } from '../generated/resolverTypes';
import { authorize, deviceScopeOf, seesAnyOf } from '../../access/authorize';
import { readableDevices, readableWitnessFilter } from '../../access/readableDevices';
import type { Caller } from '../../access/Caller';
import type { AuditEntryRecord } from '../../db/repositories/auditEntries';
import type { AuditEntryChange } from '../../events/AuditLog';
import { auditEntryView } from '../../events/auditEntryView';
import { visibleAuditEntry } from '../../access/visibleAuditEntry';
import { topics } from '../../events/eventBus';
import { DomainError } from '../../kernel/DomainError';
import { access, type GraphQLContext } from '../access';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

/** One read per published change, however many subscribers of this process receive it. */
const loaded = new WeakMap<AuditEntryChange, Promise<AuditEntryRecord>>();

function changedEntry(ctx: GraphQLContext, realmId: string, change: AuditEntryChange): Promise<AuditEntryRecord> {
  let entry = loaded.get(change);
  if (!entry) {
    entry = ctx.services.auditLog.entry(realmId, change.id);
    loaded.set(change, entry);
  }
  return entry;
}

function matches(change: AuditEntryChange, args: { witnesses?: string[] | null; categories?: string[] | null }) {
  if (args.categories?.length && !args.categories.includes(change.category)) return false;
  if (args.witnesses?.length && !change.witnesses.some((w) => args.witnesses?.includes(w))) return false;
  return true;
}

/** A page of entries as the caller may see it: asked only by witnesses they may read (asking by a
 *  camera they may not read tells nothing of what it witnessed), holding only entries with a
 *  witness in their scope, each shown without what they may not read. */
async function readableEntries<F extends { witnesses?: readonly string[] | null } | null | undefined>(
  caller: Caller,
  asked: F,
  read: (filter: F) => Promise<AuditEntryRecord[]>,
) {
  const readable = readableDevices(caller);
  const filter = readableWitnessFilter(asked, readable);
  if (filter === 'nothing') return [];
  const rows = await read(filter);
  return rows
    .filter((r) =>
      seesAnyOf(
        caller,
        r.witnesses.map((w) => w.id),
      ),
    )
    .map((r) => auditEntryView(r, readable));
}

export const auditEntryResolvers: Resolvers = {
  AuditEntry: {
    snapshots: (entry, args) =>
      (args.defaultOnly ? entry.snapshots?.filter((s) => s.default) : entry.snapshots) ?? null,
  },
  Query: {
    auditCategories: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
      return [...ctx.services.auditLog.categories()];
    },
    auditEntry: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry', id: args.id });
      const entry = await ctx.services.auditLog.entry(caller.membership.realmId, args.id).catch((err: unknown) => {
        if (DomainError.is(err, 'notFound')) return undefined;
        throw err;
      });
      // An event about devices the caller may not read is not theirs to see.
      return entry &&
        seesAnyOf(
          caller,
          entry.witnesses.map((w) => w.id),
        )
        ? auditEntryView(entry, readableDevices(caller))
        : null;
    },
    auditEntries: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
      return readableEntries(caller, args.filter, (filter) =>
        ctx.services.auditLog.page(caller.membership.realmId, filter),
      );
    },
    requireAcknowledgeEntries: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
      return readableEntries(caller, args.filter, (filter) =>
        ctx.services.auditLog.pending(caller.membership.realmId, filter),
      );
    },
    requireAcknowledgeCount: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
      const scope = deviceScopeOf(caller, 'device:Read');
      // As seesAnyOf() shows entries: all, or those with a witness in the caller's scope.
      const seen =
        scope.all && scope.except.size === 0
          ? undefined
          : scope.all
            ? { except: [...scope.except] }
            : { only: [...scope.only] };
      return ctx.services.auditLog.pendingCount(caller.membership.realmId, args.filter ?? {}, seen);
    },
  },
  Mutation: {
    acknowledgeAuditEntry: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Acknowledge', { type: 'auditEntry', id: args.entry.context });
      await visibleAuditEntry(ctx.services.auditLog, caller, args.entry.context);
      const entry = await ctx.services.auditLog.acknowledge(caller.membership.realmId, caller.user.id, args.entry);
      return auditEntryView(entry, readableDevices(caller));
    },
    auditEntriesAcknowledgment: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Acknowledge', { type: 'auditEntry' });
      // Entries the caller may not see are answered as not found, like missing ones.
      const hidden = new Map<string, string>();
      for (const e of args.entries) {
        await visibleAuditEntry(ctx.services.auditLog, caller, e.context).catch((err: unknown) => {
          if (!DomainError.is(err)) throw err;
          hidden.set(e.context, err.message);
        });
      }
      const done = await ctx.services.auditLog.acknowledgeMany(
        caller.membership.realmId,
        caller.user.id,
        args.entries.filter((e) => !hidden.has(e.context)),
      );
      // In the order asked.
      const outcomes = args.entries.map(
        (e) => done.find((o) => o.context === e.context) ?? { context: e.context, error: hidden.get(e.context) ?? '' },
      );
      const readable = readableDevices(caller);
      return outcomes.map((o) =>
        'entry' in o
          ? { context: o.context, entry: auditEntryView(o.entry, readable), error: null }
          : { context: o.context, entry: null, error: o.error },
      );
    },
  },
  Subscription: {
    auditEntries: {
      subscribe: async (_, args, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
        const realmId = caller.membership.realmId;
        const source = await subscribeTopic(ctx, topics.auditEntries(realmId));
        return filterSubscription<AuditEntryChange>(source, (change) => {
          // Asked per change, as the lists are: a witness filter keeps only cameras the caller may read.
          const filter = readableWitnessFilter(args, readableDevices(caller));
          if (filter === 'nothing') return false;
          return change.realmId === realmId && matches(change, filter) && seesAnyOf(caller, change.witnesses);
        });
      },
      resolve: async (change: AuditEntryChange, _args: unknown, ctx: GraphQLContext) => {
        try {
          const caller = await access(ctx);
          if (change.type === 'delete') return { type: change.type, entry: null, error: null };
          const entry = await changedEntry(ctx, caller.membership.realmId, change);
          return { type: change.type, entry: auditEntryView(entry, readableDevices(caller)), error: null };
        } catch (err) {
          return { type: change.type, entry: null, error: (err as Error).message };
        }
      },
    },
  },
};
