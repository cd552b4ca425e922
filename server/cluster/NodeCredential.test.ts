/** The node-to-node credential (issue 33): a signature opens only its own request line, for a
 *  short while, under the cluster's key. */
import { CREDENTIAL_WINDOW_MS, NodeCredential } from './NodeCredential';

const key = async () => 'k'.repeat(64);

describe('NodeCredential', () => {
  it('accepts its own signature for the same request and names the node', async () => {
    const a = new NodeCredential('node-a', key);
    const header = await a.sign('GET', '/api/cluster/segments/s1/init', '', 1_000);
    expect(
      await new NodeCredential('node-c', key).verify(header, 'GET', '/api/cluster/segments/s1/init', '', 1_500),
    ).toBe('node-a');
  });

  it('refuses another path, method or body, a stale time, another key, a changed node and junk', async () => {
    const a = new NodeCredential('node-a', key);
    const header = await a.sign('POST', '/api/cluster/ptz/cam', '{"pan":1}', 1_000);
    const check = (h: unknown, method = 'POST', path = '/api/cluster/ptz/cam', body = '{"pan":1}', now = 1_000) =>
      a.verify(h, method, path, body, now);
    expect(await check(header)).toBe('node-a');
    expect(await check(header, 'POST', '/api/cluster/ptz/other')).toBeUndefined();
    expect(await check(header, 'GET')).toBeUndefined();
    expect(await check(header, 'POST', '/api/cluster/ptz/cam', '{"pan":-1}')).toBeUndefined();
    expect(
      await check(header, 'POST', '/api/cluster/ptz/cam', '{"pan":1}', 1_000 + CREDENTIAL_WINDOW_MS + 1),
    ).toBeUndefined();
    const other = await new NodeCredential('node-a', async () => 'x'.repeat(64)).sign(
      'POST',
      '/api/cluster/ptz/cam',
      '{"pan":1}',
      1_000,
    );
    expect(await check(other)).toBeUndefined();
    expect(await check(header.replace('node-a', 'node-b'))).toBeUndefined();
    for (const junk of [undefined, '', 'node-a', 42, `${header}0`]) expect(await check(junk)).toBeUndefined();
  });
});
