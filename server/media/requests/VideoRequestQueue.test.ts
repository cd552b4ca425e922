/** A user's action on a video request races the worker that moves the request on: the action
 *  must act on the state the request is really in, never report a change that did not land. */
import { VideoRequestRepository } from '../../db/repositories/videoRequests';
import type { EventBus } from '../../events/eventBus';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import {
  VideoRequestQueue,
  type RequestActor,
  type VideoRequestRow,
  type VideoRequestStatus,
} from './VideoRequestQueue';

jest.setTimeout(30_000);

const ADMIN: RequestActor = { userId: 'user-admin', realmId: 'demo-hq', managesAll: true };
const REQUEST = { deviceId: 'demo-hq-camera-1', avatarId: null, startTime: 0, endTime: 60_000, streamNumber: 1 };

/** A queue whose worker, never started, moves a request on right after a user's action has read it. */
class RacedQueue extends VideoRequestQueue {
  movesTo: VideoRequestStatus[] = [];

  constructor(
    private readonly db: TestPlatform['platform']['database']['db'],
    bus: EventBus,
  ) {
    super(new VideoRequestRepository(db), bus, 'EXPORT', () => undefined);
  }

  protected override async process(): Promise<void> {}

  create() {
    return this.insert(ADMIN, REQUEST);
  }

  protected override async find(actor: RequestActor, id: string): Promise<VideoRequestRow | undefined> {
    const row = await super.find(actor, id);
    const next = this.movesTo.shift();
    if (next) await this.db.updateTable('video_requests').set({ status: next }).where('id', '=', id).execute();
    return row;
  }

  async statusOf(id: string) {
    const row = await this.db.selectFrom('video_requests').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  }
}

describe.each(testDatabases())('video request actions on $kind', (database) => {
  let t: TestPlatform;
  let queue: RacedQueue;

  beforeAll(async () => {
    t = await startTestPlatform(database);
    const { bus } = t.platform.services;
    const { db } = t.platform.database;
    queue = new RacedQueue(db, bus);
  });
  afterAll(() => t.close());

  it('cancels a request that the worker picked up while the cancel was deciding', async () => {
    const { id } = await queue.create();
    queue.movesTo = ['PROCESSING'];
    const cancelled = await queue.cancel(ADMIN, [id]);
    expect(cancelled.map((r) => r.status)).toEqual(['CANCELED']);
    expect(await queue.statusOf(id)).toBe('CANCELED');
  });

  it('refuses to pause a request that completed while the pause was deciding', async () => {
    const { id } = await queue.create();
    queue.movesTo = ['COMPLETED'];
    await expect(queue.pause(ADMIN, id)).rejects.toThrow('A COMPLETED request cannot become PAUSED');
    expect(await queue.statusOf(id)).toBe('COMPLETED');
  });
});
