/** Issue 33: the notifications' records for the replay of a lease gap, on PostgreSQL. An event is
 *  recorded as handled once, by whichever node; a node whose lease was taken over records nothing
 *  and moves no watermark; the node taking the job over replays the events since the watermark
 *  (less the slack) and none before. */
import { AuditEntryRepository, type NewAuditEntry } from '../db/repositories/auditEntries';
import { JobLeasesRepository } from '../db/repositories/jobLeases';
import { NotifiedEventsRepository, type JobFence } from '../db/repositories/notifiedEvents';
import { RealmRepository } from '../db/repositories/realms';
import { openMigratedDatabase, type MigratedDatabase } from '../testing/migratedDatabase';
import { testDatabases } from '../testing/testDatabases';
import { NotificationReplay, REPLAY_SLACK_MS } from './NotificationReplay';

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
const JOB = 'notifications';
const LEASE_MS = 60_000;

const event = (id: string, modifiedAt: number): NewAuditEntry => ({
  id,
  realmId: 'r1',
  category: '47',
  message: id,
  note: null,
  triggeredAt: modifiedAt,
  modifiedAt,
  witnesses: [{ id: 'cam-1' }],
  metadata: [],
  snapshots: [],
  requiresAck: false,
  isAlert: true,
  createdBy: null,
});

(postgres.length > 0 ? describe : describe.skip)('notification replay records on PostgreSQL', () => {
  let t: MigratedDatabase;
  let leases: JobLeasesRepository;
  let records: NotifiedEventsRepository;

  beforeEach(async () => {
    t = await openMigratedDatabase(postgres[0]!);
    await new RealmRepository(t.db).insert({ id: 'r1', name: 'r1', type: 'CUSTOMER', settings: '{}', created_at: 0 });
    leases = new JobLeasesRepository(t.db);
    records = new NotifiedEventsRepository(t.db);
  });
  afterEach(() => t.close());

  const take = async (nodeId: string): Promise<JobFence> => {
    const token = await leases.acquire(JOB, nodeId, LEASE_MS);
    if (token === undefined) throw new Error(`${nodeId} could not take the job`);
    return { job: JOB, nodeId, token };
  };

  it('records an event once, and nothing under a lease another node has taken since', async () => {
    const a = await take('node-a');
    expect(await records.claim(a, 'r1', 'e-1')).toBe(true);
    expect(await records.claim(a, 'r1', 'e-1')).toBe(false);
    await records.mark(a, LEASE_MS);
    const marked = (await records.watermark(JOB)).handledUntil;
    expect(marked).toBeDefined();

    // node-a's lease lapses (as after a kill) and node-b takes the job under the next token.
    await leases.releaseAll('node-a');
    const b = await take('node-b');
    expect(b.token).toBe(a.token + 1);
    expect(await records.claim(b, 'r1', 'e-1')).toBe(false);
    expect(await records.claim(a, 'r1', 'e-2')).toBe(false);
    expect(await records.claim(b, 'r1', 'e-2')).toBe(true);
    // node-a, awake again, moves no watermark; node-b does.
    await records.mark(a, LEASE_MS);
    expect((await records.watermark(JOB)).handledUntil).toBe(marked);
    await records.mark(b, LEASE_MS);
    expect((await records.watermark(JOB)).handledUntil).toBeGreaterThanOrEqual(marked!);
  });

  it('replays the events since the watermark less the slack, oldest first, to the node that took the job', async () => {
    const a = await take('node-a');
    await records.mark(a, LEASE_MS);
    const { handledUntil } = await records.watermark(JOB);
    const audit = new AuditEntryRepository(t.db);
    await audit.insert(event('long-before', handledUntil! - REPLAY_SLACK_MS - 5_000));
    await audit.insert(event('in-gap-2', handledUntil! + 2_000));
    await audit.insert(event('in-slack', handledUntil! - 1_000));
    await leases.releaseAll('node-a');
    const b = await take('node-b');

    const replayed: string[] = [];
    const replay = new NotificationReplay(
      records,
      () => b,
      { replay: async (events) => void replayed.push(...events.map((e) => e.id)) },
      async () => ['r1'],
      (message) => {
        throw new Error(message);
      },
    );
    replay.takeOver();
    await replay.settled();
    expect(replayed).toEqual(['in-slack', 'in-gap-2']);
  });
});
