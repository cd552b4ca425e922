import {
  isSeparateWindowPath,
  isValidViewId,
  parseViewWindowPath,
  viewWindowPath,
  viewWindowUrl,
} from './viewWindowRoutes';

describe('separate window routes (spec 1 §2.2)', () => {
  it('builds /view/ and /view/{viewId}', () => {
    expect(viewWindowPath()).toBe('/view/');
    expect(viewWindowPath(null)).toBe('/view/');
    expect(viewWindowPath('start')).toBe('/view/start');
    expect(viewWindowPath('Lobby cameras #2')).toBe('/view/Lobby%20cameras%20%232');
    expect(viewWindowUrl('http://localhost:8080', 'a1')).toBe('http://localhost:8080/view/a1');
    expect(viewWindowUrl('http://localhost:8080')).toBe('http://localhost:8080/view/');
  });

  it('refuses ids that are not one path segment of a view, and new (the create-view page)', () => {
    for (const id of ['', '.', '..', 'new', 'a/b', 'Gate North/2', 'a\\b', 'a\nb', 'x'.repeat(257)]) {
      expect(isValidViewId(id)).toBe(false);
      expect(() => viewWindowPath(id)).toThrow(RangeError);
    }
    expect(isValidViewId(42)).toBe(false);
    expect(isValidViewId('New')).toBe(true);
    expect(isValidViewId('x'.repeat(256))).toBe(true);
  });

  it('recognises exactly /view/ and /view/{viewId}', () => {
    expect(parseViewWindowPath('/view/')).toEqual({ viewId: null });
    expect(parseViewWindowPath('/view')).toEqual({ viewId: null });
    expect(parseViewWindowPath('/view/start')).toEqual({ viewId: 'start' });
    expect(parseViewWindowPath('/view/Lobby%20cameras%20%232')).toEqual({ viewId: 'Lobby cameras #2' });
    expect(parseViewWindowPath('/view/a%2Eb')).toEqual({ viewId: 'a.b' });
  });

  it.each(['/view', '/view/', '/view/lobby', '/view/start', '/view/Gate%20North', '/view/a%2Eb'])(
    '%s exists in a separate window',
    (path) => {
      expect(parseViewWindowPath(path)).toBeDefined();
      expect(isSeparateWindowPath(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/main',
    '/guilist',
    '/license',
    '/selectrealm',
    '/redirect/https%3A%2F%2Fexample.com',
    '/matrix/c1',
    '/example',
    '/view/new',
    '/view/%6Eew',
    '/view/new/',
    '/view/lobby/',
    '/view/camera/add',
    '/view/link/edit/7',
    '/view/user/edit/u1',
    '/view/a%2Fb',
    '/view/a%5Cb',
    '/view/%E0%A4%A',
    '/view/..',
    '/view/%2E',
    '/viewer',
    '/viewer/1',
    '/views/lobby',
  ])('has no %s in a separate window (it shows Separate Window)', (path) => {
    expect(parseViewWindowPath(path)).toBeUndefined();
    expect(isSeparateWindowPath(path)).toBe(false);
  });

  it('round-trips every valid id', () => {
    for (const id of ['start', 'AvatarActivation', 'v_selectWidgets', 'ümlaut view', '50%', '?#&', 'newer']) {
      expect(parseViewWindowPath(viewWindowPath(id))).toEqual({ viewId: id });
    }
  });
});
