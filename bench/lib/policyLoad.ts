/** Gives the bench's signed-in administrator 200 policies more (spec 3 §3.6), so the same requests
 *  can be measured with and without them: each policy allows reading and controlling the cameras
 *  of one of ten zones and denies configuring one camera; one group holds them all and the admin. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';

export const BENCH_POLICY_COUNT = 200;
const ZONES = 10;

async function graphql<T>(url: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}${AUTH_PATHS.graphql}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors) throw new Error(`Policy set-up failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Creates the zones, policies and group; answers how many statements the admin now holds. */
export async function grantPolicies(url: string, cookie: string): Promise<number> {
  const { devicesByAspectTypes: cameras } = await graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(
    url,
    cookie,
    '{ devicesByAspectTypes(types: ["Media"]) { id } }',
    {},
  );
  const zones: string[] = [];
  for (let i = 0; i < ZONES; i++) {
    const devices = cameras.filter((_, j) => j % ZONES === i).map((c) => c.id);
    const { createZone } = await graphql<{ createZone: { id: string } }>(
      url,
      cookie,
      'mutation($zone: ZoneInput!) { createZone(zone: $zone) { id } }',
      { zone: { name: `Bench zone ${i}`, devices } },
    );
    zones.push(createZone.id);
  }
  const policies: string[] = [];
  for (let i = 0; i < BENCH_POLICY_COUNT; i++) {
    const camera = cameras[i % cameras.length]?.id;
    const { createPolicy } = await graphql<{ createPolicy: { id: string } }>(
      url,
      cookie,
      'mutation($policy: PolicyInput!) { createPolicy(policy: $policy) { id } }',
      {
        policy: {
          name: `Bench policy ${i}`,
          statements: [
            {
              effect: 'ALLOW',
              actions: ['device:Read', 'device:Control'],
              resources: [{ id: zones[i % ZONES], type: 'zone' }],
            },
            ...(camera
              ? [{ effect: 'DENY', actions: ['device:Configure'], resources: [{ id: camera, type: 'device' }] }]
              : []),
          ],
        },
      },
    );
    policies.push(createPolicy.id);
  }
  await graphql(url, cookie, 'mutation($group: GroupInput!) { createGroup(group: $group) { id } }', {
    group: { name: 'Bench group', users: ['user-admin'], policies },
  });
  return policies.length * 2;
}
