import { IMAGE_MAP_ERRORS } from './imageMapConstants';
import { imageMapNameError } from './imageMapNames';

describe('image map names (spec 3 §3.4)', () => {
  const siblings = [
    { id: 'a', name: 'Ground floor' },
    { id: 'b', name: 'First floor' },
  ];
  const taken = IMAGE_MAP_ERRORS.layerNameTaken;

  it('refuses empty, blank and over-long names', () => {
    expect(imageMapNameError('', siblings, undefined, taken)).toBe(IMAGE_MAP_ERRORS.nameEmpty);
    expect(imageMapNameError('   ', siblings, undefined, taken)).toBe(IMAGE_MAP_ERRORS.nameEmpty);
    expect(imageMapNameError('x'.repeat(256), siblings, undefined, taken)).toBe(IMAGE_MAP_ERRORS.nameTooLong);
    expect(imageMapNameError('x'.repeat(255), siblings, undefined, taken)).toBeNull();
  });

  it('refuses a sibling name in any case, but lets a node keep or re-case its own', () => {
    expect(imageMapNameError(' ground FLOOR ', siblings, undefined, taken)).toBe(taken);
    expect(imageMapNameError('Ground floor', siblings, 'b', taken)).toBe(taken);
    expect(imageMapNameError('GROUND FLOOR', siblings, 'a', taken)).toBeNull();
    expect(imageMapNameError('Basement', siblings, undefined, taken)).toBeNull();
  });
});
