import net from 'node:net';
import { probeTcp } from './probeTcp';
import { networkFailure } from './networkFailure';

describe('networkFailure', () => {
  it('puts the error codes a probe meets in words, and any other code as a failed connection', () => {
    expect(networkFailure('ECONNREFUSED')).toBe('the connection was refused');
    expect(networkFailure('ENOTFOUND')).toBe('the host name is not known');
    expect(networkFailure('EWHATEVER')).toBe('the connection failed');
    expect(networkFailure(undefined)).toBe('the connection failed');
  });

  it('is what a probe of a closed port answers', async () => {
    // A port just freed on the loopback: nothing listens there.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    expect(await probeTcp('127.0.0.1', port)).toEqual({ reachable: false, reason: 'the connection was refused' });
  });
});
