import { isValidViewId, parseViewWindowPath, viewWindowPath, viewWindowUrl } from './viewWindowRoutes';

describe('separate window routes', () => {
  it('builds /view/ and /view/{viewId}', () => {
    expect(viewWindowPath()).toBe('/view/');
    expect(viewWindowPath('start')).toBe('/view/start');
    expect(viewWindowPath('Lobby cameras #2')).toBe('/view/Lobby%20cameras%20%232');
    expect(viewWindowUrl('http://localhost:8080', 'a1')).toBe('http://localhost:8080/view/a1');
  });

  it('refuses ids that are not one path segment', () => {
    for (const id of ['', '.', '..', 'a/b', 'a\\b', 'a\nb', 'x'.repeat(257)]) {
      expect(isValidViewId(id)).toBe(false);
      expect(() => viewWindowPath(id)).toThrow(RangeError);
    }
    expect(isValidViewId(42)).toBe(false);
  });

  it('recognises exactly /view/ and /view/{viewId}', () => {
    expect(parseViewWindowPath('/view/')).toEqual({ viewId: null });
    expect(parseViewWindowPath('/view')).toEqual({ viewId: null });
    expect(parseViewWindowPath('/view/start')).toEqual({ viewId: 'start' });
    expect(parseViewWindowPath('/view/Lobby%20cameras%20%232')).toEqual({ viewId: 'Lobby cameras #2' });
  });

  it.each([
    '/',
    '/main',
    '/license',
    '/viewer/1',
    '/view/camera/add',
    '/view/link/edit/7',
    '/view/a/',
    '/view/%E0%A4%A',
    '/view/..',
  ])('has no %s in a separate window', (path) => {
    expect(parseViewWindowPath(path)).toBeUndefined();
  });

  it('round-trips every valid id', () => {
    for (const id of ['start', 'AvatarActivation', 'v_selectWidgets', 'ümlaut view', '50%', '?#&']) {
      expect(parseViewWindowPath(viewWindowPath(id))).toEqual({ viewId: id });
    }
  });
});
