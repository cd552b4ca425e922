/** The event list's filters answered by the platform (spec 3 §2.2; issue 34): each entry's
 *  importance (EVENT-TYPE Alert) and the lower-cased text the list's search looks in (its id,
 *  message and witnesses), so the type filter and the search page through the whole log instead of
 *  the rows a console happens to hold. */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('audit_entries')
    .addColumn('is_alert', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('audit_entries')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Entries written before: alerts by their metadata's words, the text from the stored JSON (its
  // witnesses' names among their ids and types; entries written from now on hold names only).
  await db
    .updateTable('audit_entries')
    .set({ is_alert: 1 })
    .where('metadata', 'like', '%"EVENT-TYPE"%')
    .where('metadata', 'like', '%"Alert"%')
    .execute();
  await db
    .updateTable('audit_entries')
    .set({ search_text: sql`lower(id || ' ' || coalesce(message, '') || ' ' || witnesses)` })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_entries').dropColumn('search_text').execute();
  await db.schema.alterTable('audit_entries').dropColumn('is_alert').execute();
}
