import { IMAGE_MAP_PLAN_MAX_BYTES } from '../../../shared/imageMap/imageMapConstants';
import { planFileProblem } from './readPlanFile';

describe('floor plan files (spec 3 §2.11)', () => {
  it('takes the image types a browser draws, up to the size limit', () => {
    expect(planFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(planFileProblem({ type: 'image/svg+xml', size: IMAGE_MAP_PLAN_MAX_BYTES })).toBeNull();
    expect(planFileProblem({ type: 'image/png', size: IMAGE_MAP_PLAN_MAX_BYTES + 1 })).toBe('planTooLarge');
    expect(planFileProblem({ type: 'application/pdf', size: 10 })).toBe('planType');
    expect(planFileProblem({ type: '', size: 10 })).toBe('planType');
  });
});
