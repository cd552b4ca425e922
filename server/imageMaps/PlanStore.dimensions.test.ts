/** Floor plans are refused when their header declares more pixels a side than the console can
 *  draw (issue 27 #14: a PNG header claiming 2^31 x 2^31 and an SVG of 1e9 x 1e9 were stored). */
import { IMAGE_MAP_ERRORS, IMAGE_MAP_PLAN_MAX_SIDE } from '../../shared/imageMap/imageMapConstants';
import { checkPlan } from './PlanStore';

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

/** A PNG signature and an IHDR chunk declaring the size: all image-size reads. */
function pngHeader(width: number, height: number): string {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return base64(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr]));
}

const svg = (attributes: string) => base64(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);

const MAX = IMAGE_MAP_PLAN_MAX_SIDE;

describe('checkPlan dimensions', () => {
  it.each([
    ['a PNG claiming 2^31 x 2^31', pngHeader(2 ** 31, 2 ** 31)],
    ['a PNG one pixel too wide', pngHeader(MAX + 1, 10)],
    ['a PNG one pixel too tall', pngHeader(10, MAX + 1)],
    ['an SVG of 1e9 x 1e9', svg('width="1e9" height="1e9"')],
    ['an SVG sized by its viewBox alone', svg('viewBox="0 0 1000000000 1000000000"')],
    ['an SVG in centimetres', svg('width="10cm" height="10000cm"')],
  ])('refuses %s', (_name, plan) => {
    expect(() => checkPlan(plan)).toThrow(IMAGE_MAP_ERRORS.planDimensions);
  });

  it.each([
    ['a PNG at the limit', pngHeader(MAX, MAX), MAX, MAX],
    ['an SVG of 1200 x 800', svg('width="1200" height="800"'), 1200, 800],
    ['an SVG drawn at 800 x 600 whatever its viewBox', svg('width="800" height="600" viewBox="0 0 1e9 1e9"'), 800, 600],
  ])('takes %s', (_name, plan, width, height) => {
    expect(checkPlan(plan)).toMatchObject({ width, height });
  });
});
