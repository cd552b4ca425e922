/** The device forms' checks: what an administrator gets told before anything is sent. */
import { nameProblem, portProblem, positionInput, positionProblem, splitNames, urlProblem } from './deviceForm';

describe('device form checks', () => {
  it('wants a name of at most 255 characters', () => {
    expect(nameProblem('  ')).toBe('nameRequired');
    expect(nameProblem('x'.repeat(256))).toBe('nameTooLong');
    expect(nameProblem(' Door ')).toBeNull();
  });
  it('takes an empty port or one from 1 to 65535', () => {
    expect(portProblem('')).toBeNull();
    expect(portProblem('0')).toBe('portRange');
    expect(portProblem('65536')).toBe('portRange');
    expect(portProblem('80.5')).toBe('portRange');
    expect(portProblem('554')).toBeNull();
  });
  it('wants both latitude and longitude, in range, or neither', () => {
    expect(positionProblem('', '')).toBeNull();
    expect(positionProblem('52', '')).toBe('position');
    expect(positionProblem('91', '0')).toBe('position');
    expect(positionProblem('52.2', '21.0')).toBeNull();
    expect(positionInput('52.2', '21')).toEqual({ lat: 52.2, lng: 21 });
    expect(positionInput('', '')).toBeNull();
  });
  it('wants an http or https URL', () => {
    expect(urlProblem('ftp://x')).toBe('url');
    expect(urlProblem('gateway')).toBe('url');
    expect(urlProblem('https://onguard.local')).toBeNull();
  });
  it('splits event names on commas and lines', () => {
    expect(splitNames('Door forced open, Door held\n\nTamper')).toEqual(['Door forced open', 'Door held', 'Tamper']);
  });
});
