import { isSeparateWindowPath, viewWindowPath } from './separateWindowPaths';

describe('isSeparateWindowPath (spec 1 §2.2)', () => {
  it.each(['/view', '/view/', '/view/lobby', '/view/start', '/view/Gate%20North', '/view/a%2Eb'])(
    '%s exists in a separate window',
    (path) => expect(isSeparateWindowPath(path)).toBe(true),
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
    '/view/lobby/',
    '/view/camera/add',
    '/view/user/edit/u1',
    '/view/a%2Fb',
    '/view/%E0%A4%A',
    '/viewer',
    '/views/lobby',
  ])('%s shows Separate Window', (path) => expect(isSeparateWindowPath(path)).toBe(false));
});

describe('viewWindowPath', () => {
  it('is /view/ without a view and /view/{id} with the id encoded', () => {
    expect(viewWindowPath(null)).toBe('/view/');
    expect(viewWindowPath('Gate North/2')).toBe('/view/Gate%20North%2F2');
  });
});
