import { APP_VERSION } from './appVersion';

describe('APP_VERSION', () => {
  it('is the version in package.json', () => {
    const { version } = jest.requireActual<{ version: string }>('../../package.json');
    expect(APP_VERSION).toBe(version);
  });
});
