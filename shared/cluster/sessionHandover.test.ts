import { consolePath, HANDOVER_ROUTE, pageOnNode, readHandover } from './sessionHandover';

const PAGE = { pathname: '/view/2', search: '?camera=demo-hq-camera-1', hash: '#live' };

describe('the hand-over link', () => {
  it('is the same page on the other node without a token', () => {
    expect(pageOnNode(PAGE, 'http://vms-2.site:8080/')).toBe(
      'http://vms-2.site:8080/view/2?camera=demo-hq-camera-1#live',
    );
  });

  it("carries the token and the page in its fragment to the node's hand-over page, and reads back", () => {
    const link = new URL(pageOnNode(PAGE, 'https://vms-3.site', 'a-b_c'));
    expect(link.origin + link.pathname).toBe(`https://vms-3.site${HANDOVER_ROUTE}`);
    expect(link.search).toBe('');
    expect(readHandover(link.hash)).toEqual({ token: 'a-b_c', to: '/view/2?camera=demo-hq-camera-1#live' });
  });

  it('opens only a path of the node it lands on', () => {
    expect(consolePath('/view/2')).toBe('/view/2');
    for (const away of ['//evil.site/x', '/\\evil.site', 'https://evil.site', 'view', '', null, undefined]) {
      expect(consolePath(away)).toBe('/');
    }
    expect(readHandover('#token=t&to=%2F%2Fevil.site')).toEqual({ token: 't', to: '/' });
    expect(readHandover('#to=%2Fview')).toBeNull();
    expect(readHandover('')).toBeNull();
  });
});
