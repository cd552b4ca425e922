/** `npx tsx bench/policyEngine.ts`: the policy engine's own cost per authorize() call, in process
 *  (no HTTP, no database), so the figure is not drowned by request handling on a loaded machine.
 *  Callers: a role's system policy only (the baseline), and a user whose groups hold 200 policies
 *  (400 statements over ten zones of 60 cameras): with the session's decisions cached, with the
 *  cache emptied before each call (the first call after a policy change), and a device list of 60
 *  narrowed through the session's scope. Prints JSON, then one summary line. */
import { can, permittedDevices } from '../server/access/authorize';
import type { Caller } from '../server/access/Caller';
import { PolicyEngine } from '../server/access/policies/PolicyEngine';
import type { AccessPolicyRepository, RealmPolicyRows } from '../server/db/repositories/accessPolicies';
import { MemoryBus } from '../server/events/memoryBus';
import { percentile } from './lib/stats';

const CAMERAS = Array.from({ length: 60 }, (_, i) => ({ id: `cam-${i}` }));
const ZONES = 10;
const POLICIES = 200;
const ROUNDS = 20_000;

function rows(): RealmPolicyRows {
  const statements = Array.from({ length: POLICIES }, (_, i) => [
    {
      id: `s-${i}-a`,
      policy_id: `p-${i}`,
      realm_id: 'r',
      name: null,
      effect: 'ALLOW',
      actions: JSON.stringify(['device:Read', 'device:Control']),
      resources: JSON.stringify([{ id: `zone-${i % ZONES}`, type: 'zone' }]),
      all_resources: 0,
      position: 0,
    },
    {
      id: `s-${i}-d`,
      policy_id: `p-${i}`,
      realm_id: 'r',
      name: null,
      effect: 'DENY',
      actions: JSON.stringify(['device:Configure']),
      resources: JSON.stringify([{ id: `cam-${i % CAMERAS.length}`, type: 'device' }]),
      all_resources: 0,
      position: 1,
    },
  ]).flat();
  return {
    groupUsers: [{ group_id: 'g', user_id: 'u', realm_id: 'r' }],
    groupPolicies: Array.from({ length: POLICIES }, (_, i) => ({ group_id: 'g', policy_id: `p-${i}`, realm_id: 'r' })),
    statements,
    scopeObjects: CAMERAS.map((c, i) => ({ label_id: `zone-${i % ZONES}`, object_id: c.id })),
    groupVisualConfigs: [],
  };
}

function caller(role: string, policy?: Caller['policy']): Caller {
  return {
    session: { id: 's', userId: 'u', realmId: 'r', state: 'ACTIVE', expiresAt: 0 },
    user: { id: 'u' } as Caller['user'],
    membership: { realmId: 'r', realmName: 'R', realmType: 'CUSTOMER', role },
    ...(policy && { policy }),
  };
}

function measure(work: (i: number) => void): { p50Us: number; p99Us: number } {
  for (let i = 0; i < 1000; i++) work(i);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    work(i);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return { p50Us: Number(percentile(times, 50).toFixed(2)), p99Us: Number(percentile(times, 99).toFixed(2)) };
}

async function main() {
  const bus = new MemoryBus();
  const repository = { realmRows: async () => rows() } as unknown as AccessPolicyRepository;
  const engine = new PolicyEngine(repository, bus);
  await engine.ready('r');
  const role = caller('operator');
  const scoped = caller('user', engine.forSession('s', 'u', 'r', 'user'));
  const device = (i: number) => ({ type: 'device' as const, id: `cam-${i % CAMERAS.length}` });
  const figures = {
    roleOnly: measure((i) => can(role, 'device:Read', device(i))),
    policies200Cached: measure((i) => can(scoped, 'device:Read', device(i))),
    policies200Uncached: measure((i) =>
      can(caller('user', engine.forUser('u', 'r', 'user')), 'device:Read', device(i)),
    ),
    deviceList60RoleOnly: measure(() => permittedDevices(role, 'device:Read', CAMERAS)),
    deviceList60Policies200: measure(() => permittedDevices(scoped, 'device:Read', CAMERAS)),
  };
  engine.close();
  await bus.close();
  process.stdout.write(`${JSON.stringify({ benchmark: 'policyEngine', rounds: ROUNDS, figures }, null, 2)}\n`);
  const line = Object.entries(figures)
    .map(([name, f]) => `${name} p50 ${f.p50Us} µs p99 ${f.p99Us} µs`)
    .join('; ');
  process.stdout.write(`policyEngine: ${line}\n`);
}

void main();
