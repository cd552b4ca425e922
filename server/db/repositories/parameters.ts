/** Named settings, server-wide (realm '') or per realm: server parameters, branding, system
 *  parameters and identity attributes, each under its own name prefix. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ParameterTable } from '../schema';

export const SERVER_WIDE = '';

export const parameterPrefix = {
  server: 'server.',
  branding: 'branding.',
  system: 'system.',
  identity: 'identity.',
  licence: 'licence.',
} as const;

export type ParameterRow = Selectable<ParameterTable>;

export class ParameterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds parameters in one statement (an existing name of the realm is an error, not overwritten). */
  async insertMany(rows: readonly ParameterRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('parameters')
        .values([...rows])
        .execute();
  }

  /** Every parameter under a prefix, realm values overriding server-wide ones; names without the prefix. */
  async list(prefix: string, realmId: string = SERVER_WIDE): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('parameters')
      .select(['realm_id', 'name', 'value'])
      .where('name', 'like', `${prefix}%`)
      .where('realm_id', 'in', realmId === SERVER_WIDE ? [SERVER_WIDE] : [SERVER_WIDE, realmId])
      .execute();
    const result: Record<string, string> = {};
    // Server-wide first, then the realm's own, so the realm wins.
    for (const row of rows.sort((a, b) => a.realm_id.length - b.realm_id.length)) {
      result[row.name.slice(prefix.length)] = row.value;
    }
    return result;
  }

  async get(name: string, realmId: string = SERVER_WIDE): Promise<string | undefined> {
    const rows = await this.db
      .selectFrom('parameters')
      .select(['realm_id', 'value'])
      .where('name', '=', name)
      .where('realm_id', 'in', [SERVER_WIDE, realmId])
      .execute();
    return (rows.find((r) => r.realm_id === realmId) ?? rows[0])?.value;
  }

  async set(name: string, value: string, realmId: string = SERVER_WIDE): Promise<void> {
    await this.db
      .insertInto('parameters')
      .values({ realm_id: realmId, name, value })
      .onConflict((oc) => oc.columns(['realm_id', 'name']).doUpdateSet({ value }))
      .execute();
  }
}
