import { choosePlayerPath, currentPlayerPath, offMainSurface } from './offMainPlayback';

const CAPABLE = { forced: null, hasWorker: true, hasOffscreenCanvas: true, hasWebCodecs: true };

describe('choosePlayerPath (issue 17: off the main thread where the browser can)', () => {
  it.each([
    ['a capable browser', CAPABLE, 'worker'],
    ['no OffscreenCanvas', { ...CAPABLE, hasOffscreenCanvas: false }, 'main'],
    ['no WebCodecs', { ...CAPABLE, hasWebCodecs: false }, 'main'],
    ['no workers', { ...CAPABLE, hasWorker: false }, 'main'],
    ['forced onto the main thread', { ...CAPABLE, forced: 'main' }, 'main'],
    ['forced into a worker it cannot have', { ...CAPABLE, forced: 'worker', hasWebCodecs: false }, 'main'],
    ['an unknown forced value', { ...CAPABLE, forced: 'gpu' }, 'worker'],
  ])('%s → %s', (_name, env, path) => {
    expect(choosePlayerPath(env)).toBe(path);
  });

  it('jsdom has neither OffscreenCanvas nor WebCodecs: players paint on the page, with no surface factory', () => {
    expect(currentPlayerPath()).toBe('main');
    expect(offMainSurface()).toBeUndefined();
  });
});
