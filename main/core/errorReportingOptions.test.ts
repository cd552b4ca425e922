import { errorReportingOptions, sampleRate } from './errorReportingOptions';

const enabled = [
  { name: 'SENTRY_ENABLED', value: 'true' },
  { name: 'SENTRY_DSN', value: 'https://key@sentry.example.com/3' },
];

describe('errorReportingOptions', () => {
  it('is on only when SENTRY_ENABLED is true, a DSN is set and the version is known', () => {
    expect(errorReportingOptions(enabled, '1.2.3')).toEqual({
      dsn: 'https://key@sentry.example.com/3',
      release: '1.2.3',
      tracesSampleRate: 1,
    });
    expect(errorReportingOptions([{ name: 'SENTRY_ENABLED', value: 'TRUE' }, enabled[1]!], '1.2.3')).not.toBeNull();
    expect(errorReportingOptions([{ name: 'SENTRY_ENABLED', value: 'false' }, enabled[1]!], '1.2.3')).toBeNull();
    expect(errorReportingOptions([{ name: 'SENTRY_ENABLED', value: '1' }, enabled[1]!], '1.2.3')).toBeNull();
    expect(errorReportingOptions([enabled[0]!], '1.2.3')).toBeNull();
    expect(errorReportingOptions(enabled, '')).toBeNull();
    expect(errorReportingOptions([], '1.2.3')).toBeNull();
  });

  it('reads the traces sample rate', () => {
    const options = errorReportingOptions([...enabled, { name: 'SENTRY_TRACES_SAMPLE_RATE', value: '0.25' }], '1.0.0');
    expect(options?.tracesSampleRate).toBe(0.25);
  });

  it('defaults every unusable rate to 1', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate('')).toBe(1);
    expect(sampleRate('abc')).toBe(1);
    expect(sampleRate('1.5')).toBe(1);
    expect(sampleRate('-0.1')).toBe(1);
    expect(sampleRate('0')).toBe(0);
  });
});
