/** Which addresses an administrator may make the platform connect to (issue 27 #8): the targets of
 *  probeDevice, probeSensorDevice, probeGateway(Directories), an ONVIF device's stream URIs, and the
 *  cameras saved from them. `VANTAGE_PROBE_NETWORKS` lists them (comma-separated CIDR blocks or
 *  addresses, and `public` for every address outside the reserved ranges); without it only public
 *  addresses are allowed — loopback, private, link-local (cloud metadata), shared (CGNAT),
 *  multicast and reserved ranges are refused, so a realm's administrator cannot scan the platform's
 *  own machine or its network. A host name is allowed only when every address it resolves to is. */
import dns from 'node:dns/promises';
import net from 'node:net';

export const PROBE_NETWORKS_ENV = 'VANTAGE_PROBE_NETWORKS';

/** Ranges that are not the public Internet (IANA special-purpose registries), refused unless listed. */
const RESERVED: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  // IPv4-mapped addresses are checked as the IPv4 address they carry (unmapped below; a mapped
  // range here would match every IPv4 address, as BlockList compares IPv4 with mapped IPv6).
  // NAT64 and 6to4 carry IPv4 addresses too, any of which could be private.
  ['64:ff9b::', 96, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
];

const reserved = new net.BlockList();
for (const [address, prefix, type] of RESERVED) reserved.addSubnet(address, prefix, type);

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) as the IPv4 address it is. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return address;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export class ProbeNetworks {
  private constructor(
    private readonly publicAllowed: boolean,
    private readonly listed: net.BlockList,
    /** As configured, for the start-up log. */
    readonly description: string,
  ) {}

  /** The rule from `VANTAGE_PROBE_NETWORKS`; throws, naming the variable, on an entry it cannot read. */
  static parse(value: string | undefined): ProbeNetworks {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return new ProbeNetworks(true, new net.BlockList(), 'public');
    const listed = new net.BlockList();
    let publicAllowed = false;
    for (const entry of entries) {
      if (entry.toLowerCase() === 'public') {
        publicAllowed = true;
        continue;
      }
      const [address = '', prefixText] = entry.split('/');
      const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
      const max = type === 'ipv4' ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > max || prefixText === '') {
        throw new Error(
          `${PROBE_NETWORKS_ENV} takes CIDR blocks, addresses and 'public', separated by commas; got '${entry}'`,
        );
      }
      listed.addSubnet(address, prefix, type);
    }
    return new ProbeNetworks(publicAllowed, listed, entries.join(','));
  }

  /** Whether the platform may connect to this IP address. */
  allowsAddress(address: string): boolean {
    const ip = unmapped(address.replace(/^\[|\]$/g, ''));
    const type = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : undefined;
    if (!type) return false;
    if (this.listed.check(ip, type)) return true;
    return this.publicAllowed && !reserved.check(ip, type);
  }

  /** Whether the platform may connect to this host: an address, or a name all of whose addresses
   *  are allowed (looked up as ffmpeg and the probes will, through the system's resolver). A name
   *  that does not resolve is not allowed. */
  async allowsHost(host: string): Promise<boolean> {
    return (await this.verdictOn(host)) === 'allowed';
  }

  /** allowsHost with the reason for a refusal: the rule ('refused') or a name that does not resolve
   *  ('unresolved'), which reads as any other host that does not answer. */
  async verdictOn(host: string): Promise<'allowed' | 'refused' | 'unresolved'> {
    const bare = host.replace(/^\[|\]$/g, '');
    if (net.isIP(bare)) return this.allowsAddress(bare) ? 'allowed' : 'refused';
    let addresses: Array<{ address: string }>;
    try {
      addresses = await dns.lookup(bare, { all: true, verbatim: true });
    } catch {
      return 'unresolved';
    }
    if (addresses.length === 0) return 'unresolved';
    return addresses.every((a) => this.allowsAddress(a.address)) ? 'allowed' : 'refused';
  }
}
