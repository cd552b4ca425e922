/** What administrators may make the platform connect to (issue 27 #8): public addresses only by
 *  default — never the platform's own machine, its private networks or a cloud's metadata address,
 *  however the address is spelled — and exactly what VANTAGE_PROBE_NETWORKS lists otherwise. */
import { ProbeNetworks } from './ProbeNetworks';

describe('ProbeNetworks', () => {
  const defaults = ProbeNetworks.parse(undefined);

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    'fd00::5',
    'fe80::1',
    '64:ff9b::7f00:1',
  ])('refuses %s by default', (address) => {
    expect(defaults.allowsAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s by default',
    (address) => {
      expect(defaults.allowsAddress(address)).toBe(true);
    },
  );

  it('resolves names as ffmpeg would, every address counting, and refuses a name that does not resolve', async () => {
    expect(await defaults.allowsHost('localhost')).toBe(false);
    // Spellings the system's resolver reads as loopback.
    expect(await defaults.allowsHost('127.1')).toBe(false);
    expect(await defaults.allowsHost('2130706433')).toBe(false);
    expect(await defaults.allowsHost('no-such-host.invalid')).toBe(false);
  });

  it('allows exactly what the option lists, and public addresses only when it says so', async () => {
    const cameras = ProbeNetworks.parse('192.168.10.0/24, 127.0.0.1');
    expect(cameras.allowsAddress('192.168.10.77')).toBe(true);
    expect(cameras.allowsAddress('192.168.11.1')).toBe(false);
    expect(cameras.allowsAddress('127.0.0.1')).toBe(true);
    expect(cameras.allowsAddress('127.0.0.2')).toBe(false);
    expect(cameras.allowsAddress('8.8.8.8')).toBe(false);
    expect(await cameras.allowsHost('localhost')).toBe(true);
    const withPublic = ProbeNetworks.parse('public,fd00::/8');
    expect(withPublic.allowsAddress('8.8.8.8')).toBe(true);
    expect(withPublic.allowsAddress('fd00::5')).toBe(true);
    expect(withPublic.allowsAddress('10.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'camera-net', '10.0.0.0/', '::1/129', '10.0.0.0/8x'])(
    'refuses to start with the entry %s, naming the option',
    (entry) => {
      expect(() => ProbeNetworks.parse(entry)).toThrow(/VANTAGE_PROBE_NETWORKS/);
    },
  );
});
