/** An ONVIF network video transmitter for tests (Profile S device and media services over SOAP
 *  1.2): no ONVIF device implementation ships in the registries this project installs from, so
 *  this one answers the calls a VMS makes to add a camera — GetSystemDateAndTime (unsigned, as the
 *  standard says), GetCapabilities, GetDeviceInformation, GetProfiles, GetVideoSources and
 *  GetStreamUri — and checks each signed request's WS-Security UsernameToken digest, refusing a
 *  wrong login with the ter:NotAuthorized fault real cameras send. Its stream URIs point at a real
 *  RTSP server. */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OnvifTestProfile {
  token: string;
  name: string;
  width: number;
  height: number;
  frameRate: number;
  streamUri: string;
}

export interface OnvifTestDevice {
  host: string;
  port: number;
  /** SOAP actions answered, in order (to tell what a client asked). */
  readonly calls: string[];
  stop(): Promise<void>;
}

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://www.w3.org/2003/05/soap-envelope" ' +
  'xmlns:tt="http://www.onvif.org/ver10/schema" xmlns:tds="http://www.onvif.org/ver10/device/wsdl" ' +
  'xmlns:trt="http://www.onvif.org/ver10/media/wsdl" xmlns:ter="http://www.onvif.org/ver10/error">' +
  '<SOAP-ENV:Body>';
const ENVELOPE_CLOSE = '</SOAP-ENV:Body></SOAP-ENV:Envelope>';

function fault(code: string, reason: string): string {
  return (
    `${ENVELOPE_OPEN}<SOAP-ENV:Fault><SOAP-ENV:Code><SOAP-ENV:Value>SOAP-ENV:Sender</SOAP-ENV:Value>` +
    `<SOAP-ENV:Subcode><SOAP-ENV:Value>${code}</SOAP-ENV:Value></SOAP-ENV:Subcode></SOAP-ENV:Code>` +
    `<SOAP-ENV:Reason><SOAP-ENV:Text xml:lang="en">${reason}</SOAP-ENV:Text></SOAP-ENV:Reason>` +
    `</SOAP-ENV:Fault>${ENVELOPE_CLOSE}`
  );
}

const tag = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)<`).exec(xml)?.[1]?.trim();

/** WS-Security UsernameToken: Password = Base64(SHA-1(nonce bytes + Created + password)). */
export function usernameTokenValid(xml: string, user: string, password: string): boolean {
  const username = tag(xml, 'Username');
  const digest = tag(xml, 'Password');
  const nonce = tag(xml, 'Nonce');
  const created = tag(xml, 'Created');
  if (username !== user || !digest || !nonce || !created) return false;
  const expected = createHash('sha1')
    .update(Buffer.concat([Buffer.from(nonce, 'base64'), Buffer.from(created, 'utf8'), Buffer.from(password, 'utf8')]))
    .digest('base64');
  return expected === digest;
}

/** The SOAP action a request body calls: the first element inside Body. */
const actionOf = (xml: string) => /<(?:\w+:)?Body\b[^>]*>\s*<(?:\w+:)?(\w+)/.exec(xml)?.[1] ?? '';

function profileXml(p: OnvifTestProfile): string {
  return (
    `<trt:Profiles token="${p.token}" fixed="true"><tt:Name>${p.name}</tt:Name>` +
    '<tt:VideoSourceConfiguration token="vsc-1"><tt:Name>vsc-1</tt:Name><tt:UseCount>2</tt:UseCount>' +
    `<tt:SourceToken>video-source-1</tt:SourceToken><tt:Bounds x="0" y="0" width="${p.width}" height="${p.height}"/>` +
    '</tt:VideoSourceConfiguration>' +
    `<tt:VideoEncoderConfiguration token="vec-${p.token}"><tt:Name>vec-${p.token}</tt:Name><tt:UseCount>1</tt:UseCount>` +
    `<tt:Encoding>H264</tt:Encoding><tt:Resolution><tt:Width>${p.width}</tt:Width><tt:Height>${p.height}</tt:Height></tt:Resolution>` +
    `<tt:Quality>5</tt:Quality><tt:RateControl><tt:FrameRateLimit>${p.frameRate}</tt:FrameRateLimit>` +
    '<tt:EncodingInterval>1</tt:EncodingInterval><tt:BitrateLimit>2048</tt:BitrateLimit></tt:RateControl>' +
    '<tt:H264><tt:GovLength>20</tt:GovLength><tt:H264Profile>Main</tt:H264Profile></tt:H264>' +
    '<tt:SessionTimeout>PT60S</tt:SessionTimeout></tt:VideoEncoderConfiguration></trt:Profiles>'
  );
}

export async function startOnvifDevice(options: {
  login: { user: string; password: string };
  profiles: OnvifTestProfile[];
  manufacturer?: string;
  model?: string;
  firmware?: string;
  /** The address its capabilities announce for its services (its own by default): a device may
   *  name any host there. */
  announce?: string;
}): Promise<OnvifTestDevice> {
  const calls: string[] = [];
  let base = '';
  const answer = (action: string, xml: string): string | undefined => {
    const now = new Date();
    switch (action) {
      case 'GetSystemDateAndTime':
        return (
          '<tds:GetSystemDateAndTimeResponse><tds:SystemDateAndTime><tt:DateTimeType>NTP</tt:DateTimeType>' +
          '<tt:DaylightSavings>false</tt:DaylightSavings><tt:TimeZone><tt:TZ>UTC0</tt:TZ></tt:TimeZone><tt:UTCDateTime>' +
          `<tt:Time><tt:Hour>${now.getUTCHours()}</tt:Hour><tt:Minute>${now.getUTCMinutes()}</tt:Minute><tt:Second>${now.getUTCSeconds()}</tt:Second></tt:Time>` +
          `<tt:Date><tt:Year>${now.getUTCFullYear()}</tt:Year><tt:Month>${now.getUTCMonth() + 1}</tt:Month><tt:Day>${now.getUTCDate()}</tt:Day></tt:Date>` +
          '</tt:UTCDateTime></tds:SystemDateAndTime></tds:GetSystemDateAndTimeResponse>'
        );
      case 'GetCapabilities':
        return (
          '<tds:GetCapabilitiesResponse><tds:Capabilities>' +
          `<tt:Device><tt:XAddr>${options.announce ?? base}/onvif/device_service</tt:XAddr></tt:Device>` +
          `<tt:Media><tt:XAddr>${options.announce ?? base}/onvif/media_service</tt:XAddr><tt:StreamingCapabilities>` +
          '<tt:RTPMulticast>false</tt:RTPMulticast><tt:RTP_TCP>true</tt:RTP_TCP><tt:RTP_RTSP_TCP>true</tt:RTP_RTSP_TCP>' +
          '</tt:StreamingCapabilities></tt:Media></tds:Capabilities></tds:GetCapabilitiesResponse>'
        );
      case 'GetDeviceInformation':
        return (
          `<tds:GetDeviceInformationResponse><tds:Manufacturer>${options.manufacturer ?? 'Vantage Test'}</tds:Manufacturer>` +
          `<tds:Model>${options.model ?? 'NVT-1'}</tds:Model><tds:FirmwareVersion>${options.firmware ?? '1.0.0'}</tds:FirmwareVersion>` +
          '<tds:SerialNumber>TEST-0001</tds:SerialNumber><tds:HardwareId>1</tds:HardwareId></tds:GetDeviceInformationResponse>'
        );
      case 'GetProfiles':
        return `<trt:GetProfilesResponse>${options.profiles.map(profileXml).join('')}</trt:GetProfilesResponse>`;
      case 'GetVideoSources': {
        const main = options.profiles[0];
        return (
          '<trt:GetVideoSourcesResponse><trt:VideoSources token="video-source-1">' +
          `<tt:Framerate>${main?.frameRate ?? 10}</tt:Framerate><tt:Resolution><tt:Width>${main?.width ?? 0}</tt:Width>` +
          `<tt:Height>${main?.height ?? 0}</tt:Height></tt:Resolution></trt:VideoSources></trt:GetVideoSourcesResponse>`
        );
      }
      case 'GetStreamUri': {
        const token = tag(xml, 'ProfileToken');
        const profile = options.profiles.find((p) => p.token === token);
        if (!profile) return undefined;
        return (
          `<trt:GetStreamUriResponse><trt:MediaUri><tt:Uri>${profile.streamUri}</tt:Uri>` +
          '<tt:InvalidAfterConnect>false</tt:InvalidAfterConnect><tt:InvalidAfterReboot>false</tt:InvalidAfterReboot>' +
          '<tt:Timeout>PT0S</tt:Timeout></trt:MediaUri></trt:GetStreamUriResponse>'
        );
      }
      default:
        return undefined;
    }
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const action = actionOf(body);
      calls.push(action);
      const send = (status: number, xml: string) => {
        res.writeHead(status, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
        res.end(xml);
      };
      if (req.method !== 'POST' || !req.url?.startsWith('/onvif/'))
        return send(404, fault('ter:ActionNotSupported', 'Not found'));
      // Only the clock is read without a login (ONVIF Core §5.12.2).
      if (action !== 'GetSystemDateAndTime' && !usernameTokenValid(body, options.login.user, options.login.password)) {
        return send(400, fault('ter:NotAuthorized', 'Sender not Authorized'));
      }
      const xml = answer(action, body);
      if (xml === undefined) return send(400, fault('ter:ActionNotSupported', `${action} is not supported`));
      send(200, `${ENVELOPE_OPEN}${xml}${ENVELOPE_CLOSE}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    host: '127.0.0.1',
    port,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An ONVIF camera as the tests add it: an Acme Dome 9 (firmware 4.2) whose main profile is the
 *  given RTSP stream and whose sub profile, at half the size, the same stream's `?sub`. */
export function startOnvifCameraFor(
  streamUrl: string,
  login: { user: string; password: string },
  size: { width: number; height: number },
): Promise<OnvifTestDevice> {
  return startOnvifDevice({
    login,
    manufacturer: 'Acme',
    model: 'Dome 9',
    firmware: '4.2',
    profiles: [
      { token: 'main', name: 'Mainstream', ...size, frameRate: 10, streamUri: streamUrl },
      {
        token: 'sub',
        name: 'Substream',
        width: size.width / 2,
        height: size.height / 2,
        frameRate: 5,
        streamUri: `${streamUrl}?sub`,
      },
    ],
  });
}
