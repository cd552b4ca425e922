/** The embedded avatar's WS-Discovery answers: which datagrams are probes for video transmitters,
 *  and a ProbeMatch the onvif library's probe reads back as the camera it names. */
import { endpointAddressOf, scopeValue, scopesOf } from './onvifIdentity';
import { probeMatchXml, probeMessageId } from './WsDiscoveryResponder';

const probe = (types: string) =>
  '<Envelope xmlns="http://www.w3.org/2003/05/soap-envelope"><Header>' +
  '<wsa:MessageID xmlns:wsa="http://schemas.xmlsoap.org/ws/2004/08/addressing">urn:uuid:abc</wsa:MessageID>' +
  '</Header><Body><Probe xmlns="http://schemas.xmlsoap.org/ws/2005/04/discovery">' +
  `<Types>${types}</Types><Scopes /></Probe></Body></Envelope>`;

describe('WS-Discovery responder', () => {
  it('answers probes for network video transmitters (or for anything), never its own matches', () => {
    expect(probeMessageId(probe('dn:NetworkVideoTransmitter'))).toBe('urn:uuid:abc');
    expect(probeMessageId(probe(''))).toBe('urn:uuid:abc');
    expect(probeMessageId(probe('pub:Computer'))).toBeUndefined();
    expect(
      probeMessageId(probeMatchXml('urn:uuid:abc', { id: 'c1', name: 'Gate', xaddr: 'http://h/onvif' })),
    ).toBeUndefined();
    expect(probeMessageId('garbage')).toBeUndefined();
  });

  it('names each camera by a stable urn:uuid and its name and hardware scopes', () => {
    expect(endpointAddressOf('c1')).toBe(endpointAddressOf('c1'));
    expect(endpointAddressOf('c1')).not.toBe(endpointAddressOf('c2'));
    expect(endpointAddressOf('c1')).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const scopes = scopesOf({ name: 'Gate & Yard', make: 'Vantage', model: 'Demo' });
    expect(scopeValue(scopes, 'name')).toBe('Gate & Yard');
    expect(scopeValue(scopes, 'hardware')).toBe('Vantage Demo');
    const xml = probeMatchXml('urn:uuid:abc', { id: 'c1', name: 'Gate & Yard', xaddr: 'http://h/onvif' });
    expect(xml).toContain('<wsa:RelatesTo>urn:uuid:abc</wsa:RelatesTo>');
    expect(xml).toContain('Gate%20%26%20Yard');
    expect(xml).toContain(`<wsa:Address>${endpointAddressOf('c1')}</wsa:Address>`);
  });
});
