import {
  choosePlayerPath,
  currentPlayerPath,
  knownWorkerAbilities,
  offMainSurface,
  rememberWorkerAbilities,
  WORKER_ABILITIES_STORAGE_KEY,
} from './offMainPlayback';

const CAPABLE = { forced: null, hasWorker: true, hasOffscreenCanvas: true, hasWebCodecs: true, workerWebCodecs: null };

describe('choosePlayerPath (issue 17: off the main thread where the browser can)', () => {
  it.each([
    ['a capable browser', CAPABLE, 'worker'],
    ['no OffscreenCanvas', { ...CAPABLE, hasOffscreenCanvas: false }, 'main'],
    ['no WebCodecs', { ...CAPABLE, hasWebCodecs: false }, 'main'],
    ['no workers', { ...CAPABLE, hasWorker: false }, 'main'],
    ['forced onto the main thread', { ...CAPABLE, forced: 'main' }, 'main'],
    ['forced into a worker it cannot have', { ...CAPABLE, forced: 'worker', hasWebCodecs: false }, 'main'],
    ['an unknown forced value', { ...CAPABLE, forced: 'gpu' }, 'worker'],
    ['a worker that said it has no WebCodecs', { ...CAPABLE, workerWebCodecs: false }, 'main'],
    ['a worker with WebCodecs on a page without', { ...CAPABLE, hasWebCodecs: false, workerWebCodecs: true }, 'worker'],
  ])('%s → %s', (_name, env, path) => {
    expect(choosePlayerPath(env)).toBe(path);
  });

  it('jsdom has neither OffscreenCanvas nor WebCodecs: players paint on the page, with no surface factory', () => {
    expect(currentPlayerPath()).toBe('main');
    expect(offMainSurface()).toBeUndefined();
  });
});

describe("the worker's answer about WebCodecs (issue 17)", () => {
  afterEach(() => localStorage.clear());

  it("is kept for this browser and read back; another browser's answer is not used", () => {
    localStorage.setItem(
      WORKER_ABILITIES_STORAGE_KEY,
      JSON.stringify({ userAgent: 'another browser', abilities: { webCodecs: false } }),
    );
    expect(knownWorkerAbilities()).toBeNull();
    rememberWorkerAbilities({ webCodecs: false });
    expect(JSON.parse(localStorage.getItem(WORKER_ABILITIES_STORAGE_KEY) ?? 'null')).toEqual({
      userAgent: navigator.userAgent,
      abilities: { webCodecs: false },
    });
    expect(knownWorkerAbilities()).toEqual({ webCodecs: false });
  });
});
