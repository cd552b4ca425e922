/** The embedded avatar's side of ONVIF WS-Discovery (spec 3 §7.1 discoverDevices): it listens on
 *  the WS-Discovery multicast group (239.255.255.250:3702) and answers each Probe for network video
 *  transmitters with a ProbeMatch per camera it runs, sent back to the prober, as a real ONVIF
 *  camera on the avatar's network would. */
import dgram from 'node:dgram';
import { randomUUID } from 'node:crypto';
import { endpointAddressOf, scopesOf } from './onvifIdentity';

export const WS_DISCOVERY_GROUP = '239.255.255.250';
export const WS_DISCOVERY_PORT = 3702;

export interface AnsweringCamera {
  id: string;
  name: string;
  make?: string;
  model?: string;
  /** Where its ONVIF device service answers. */
  xaddr: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The MessageID of a Probe, or undefined when the datagram is not a Probe for video transmitters. */
export function probeMessageId(xml: string): string | undefined {
  if (!/<(?:\w+:)?Probe[\s>]/.test(xml) || /ProbeMatches/.test(xml)) return undefined;
  const types = /<(?:\w+:)?Types[^>]*>([^<]*)</.exec(xml)?.[1]?.trim();
  // No Types matches every target; otherwise it must ask for network video transmitters.
  if (types && !/NetworkVideoTransmitter|Device\b/.test(types)) return undefined;
  return /<(?:\w+:)?MessageID[^>]*>([^<]+)</.exec(xml)?.[1]?.trim();
}

export function probeMatchXml(relatesTo: string, camera: AnsweringCamera): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://www.w3.org/2003/05/soap-envelope" ' +
    'xmlns:wsa="http://schemas.xmlsoap.org/ws/2004/08/addressing" ' +
    'xmlns:d="http://schemas.xmlsoap.org/ws/2005/04/discovery" ' +
    'xmlns:dn="http://www.onvif.org/ver10/network/wsdl">' +
    '<SOAP-ENV:Header>' +
    `<wsa:MessageID>urn:uuid:${randomUUID()}</wsa:MessageID>` +
    `<wsa:RelatesTo>${escapeXml(relatesTo)}</wsa:RelatesTo>` +
    '<wsa:To>http://schemas.xmlsoap.org/ws/2004/08/addressing/role/anonymous</wsa:To>' +
    '<wsa:Action>http://schemas.xmlsoap.org/ws/2005/04/discovery/ProbeMatches</wsa:Action>' +
    '</SOAP-ENV:Header>' +
    '<SOAP-ENV:Body><d:ProbeMatches><d:ProbeMatch>' +
    `<wsa:EndpointReference><wsa:Address>${endpointAddressOf(camera.id)}</wsa:Address></wsa:EndpointReference>` +
    '<d:Types>dn:NetworkVideoTransmitter</d:Types>' +
    `<d:Scopes>${scopesOf(camera).map(escapeXml).join(' ')}</d:Scopes>` +
    `<d:XAddrs>${escapeXml(camera.xaddr)}</d:XAddrs>` +
    '<d:MetadataVersion>1</d:MetadataVersion>' +
    '</d:ProbeMatch></d:ProbeMatches></SOAP-ENV:Body></SOAP-ENV:Envelope>'
  );
}

export class WsDiscoveryResponder {
  private socket: dgram.Socket | undefined;

  constructor(
    /** The cameras to answer for, read at each probe (cameras come and go). */
    private readonly cameras: () => Promise<AnsweringCamera[]>,
    private readonly onError: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
    socket.on('error', (err) => this.onError(`WS-Discovery: ${err.message}`));
    socket.on('message', (message, remote) => {
      const id = probeMessageId(message.toString('utf8'));
      if (!id) return;
      this.cameras()
        .then((cameras) => {
          for (const camera of cameras) {
            const reply = Buffer.from(probeMatchXml(id, camera));
            socket.send(reply, remote.port, remote.address);
          }
        })
        .catch((err: Error) => this.onError(`WS-Discovery answer failed: ${err.message}`));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(WS_DISCOVERY_PORT, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    socket.addMembership(WS_DISCOVERY_GROUP);
    this.socket = socket;
  }

  stop(): void {
    this.socket?.close();
    this.socket = undefined;
  }
}
