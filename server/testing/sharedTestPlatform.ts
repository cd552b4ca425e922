/** One test platform for a whole describe block (started before, closed after) with signed-in
 *  clients made on demand and disposed of with it. */
import { afterAll, beforeAll } from '@jest/globals';
import { ApiClient } from './apiClient';
import type { TestDatabase } from './testDatabases';
import { startTestPlatform, type TestPlatform } from './testPlatform';

/** Start-up and shutdown on a busy machine with PostgreSQL take longer than jest's default 5 s. */
const HOOK_TIMEOUT_MS = 30_000;

export interface SharedTestPlatform {
  /** The platform; read inside tests (it starts in beforeAll). */
  readonly current: () => TestPlatform;
  /** A client signed in as a demo account whose password is its name. */
  signIn(name: string): Promise<ApiClient>;
}

export function sharedTestPlatform(database: TestDatabase): SharedTestPlatform {
  let platform: TestPlatform | undefined;
  const clients: ApiClient[] = [];
  beforeAll(async () => {
    platform = await startTestPlatform(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
    await platform?.close();
  }, HOOK_TIMEOUT_MS);
  const current = () => {
    if (!platform) throw new Error('The test platform has not started');
    return platform;
  };
  return {
    current,
    signIn: async (name) => {
      const client = new ApiClient(current().url);
      clients.push(client);
      const login = await client.login(name, name);
      if (login.status !== 200) throw new Error(`Login of ${name} failed: ${login.status}`);
      return client;
    },
  };
}
