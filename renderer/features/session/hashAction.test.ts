import { hashAction } from './hashAction';

describe('hashAction', () => {
  it.each([
    [{ pathname: '/view/start', search: '', hash: '' }, { kind: 'none' }],
    [
      { pathname: '/view/start', search: '?a=1', hash: '#top' },
      { kind: 'reload', url: '/view/start?a=1' },
    ],
    [
      { pathname: '/', search: '', hash: '#view/start' },
      { kind: 'reload', url: '/' },
    ],
    [
      { pathname: '/', search: '', hash: '#/guilist' },
      { kind: 'navigate', path: '/guilist' },
    ],
  ])('%j → %j', (location, action) => {
    expect(hashAction(location)).toEqual(action);
  });
});
