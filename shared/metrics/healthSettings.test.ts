/** The health settings' check and defaults (spec 3 §3.1: gravity, readiness and liveness timeouts). */
import {
  DEFAULT_HEALTH_SETTINGS,
  HEALTH_SETTINGS_ERROR,
  healthSettingsOf,
  healthSettingsProblem,
  type HealthSettings,
} from './healthSettings';

const settings = (change: Partial<Record<keyof HealthSettings, number>>) =>
  ({ ...DEFAULT_HEALTH_SETTINGS, ...change }) as HealthSettings;

describe('healthSettingsProblem', () => {
  it.each([
    [{}, undefined],
    [{ gravity: 0 }, undefined],
    [{ gravity: 2, readinessTimeout: 600, livenessTimeout: 300 }, undefined],
    [{ readinessTimeout: 5, livenessTimeout: 2 }, undefined],
    [{ gravity: 3 }, HEALTH_SETTINGS_ERROR.gravity],
    [{ gravity: -1 }, HEALTH_SETTINGS_ERROR.gravity],
    [{ readinessTimeout: 4 }, HEALTH_SETTINGS_ERROR.readinessTimeout],
    [{ readinessTimeout: 601 }, HEALTH_SETTINGS_ERROR.readinessTimeout],
    [{ readinessTimeout: 7.5 }, HEALTH_SETTINGS_ERROR.readinessTimeout],
    [{ livenessTimeout: 1 }, HEALTH_SETTINGS_ERROR.livenessTimeout],
    [{ livenessTimeout: 301 }, HEALTH_SETTINGS_ERROR.livenessTimeout],
  ])('%j: %s', (change, problem) => {
    expect(healthSettingsProblem(settings(change))).toBe(problem);
  });

  it('says the limits in its words', () => {
    expect(HEALTH_SETTINGS_ERROR.livenessTimeout).toBe(
      'Liveness timeout must be a whole number of seconds from 2 to 300',
    );
  });
});

describe('healthSettingsOf', () => {
  it('gives a device that never set them the defaults, and keeps what it set', () => {
    expect(healthSettingsOf({})).toEqual(DEFAULT_HEALTH_SETTINGS);
    expect(healthSettingsOf({ health: { livenessTimeout: 9 } })).toEqual({
      ...DEFAULT_HEALTH_SETTINGS,
      livenessTimeout: 9,
    });
  });
});
