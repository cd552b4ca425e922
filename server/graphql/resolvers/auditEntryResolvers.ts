/** Reading audit entries (spec 2 §7 'Audit entries'): the events of the caller's realm by time,
 *  witnesses and categories, newest first, a page at a time (AuditLog owns the bounds). */
import type { Resolvers } from '../generated/resolverTypes';
import { authorize } from '../../access/authorize';
import { parseJson } from '../../db/json';
import type { AuditEntryRow } from '../../db/repositories/auditEntries';
import { access } from '../access';

function toGraphqlAuditEntry(row: AuditEntryRow) {
  return {
    context: row.id,
    message: row.message,
    note: row.note,
    triggeredAt: Number(row.triggered_at),
    modifiedAt: Number(row.modified_at),
    category: { id: row.category },
    witnesses: parseJson(row.witnesses, []),
    isAcknowledged: row.acknowledged === 1,
    metadata: parseJson(row.metadata, []),
    snapshots: parseJson(row.snapshots, []),
  };
}

export const auditEntryResolvers: Resolvers = {
  Query: {
    auditEntries: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:Read', { type: 'auditEntry' });
      const rows = await ctx.services.auditLog.page(caller.membership.realmId, args.filter);
      return rows.map(toGraphqlAuditEntry);
    },
  },
};
