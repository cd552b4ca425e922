import { version } from '../../package.json';
import { APP_VERSION } from './appVersion';

describe('APP_VERSION', () => {
  it('is the version in package.json', () => {
    expect(APP_VERSION).toBe(version);
  });
});
