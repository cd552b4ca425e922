import { PTZ_BOX_MIN_PX, ptzRelFromPicture } from './ptzRelFromPicture';

/** A 640x360 picture letterboxed in a cell, 100 px from the left and 20 px from the top. */
const PICTURE = { left: 100, top: 20, width: 640, height: 360 };
const centre = { x: 420, y: 200 };
const click = (x: number, y: number) => ptzRelFromPicture({ x, y }, { x, y }, PICTURE);

describe('ptzRelFromPicture', () => {
  it('sends a click as its offset from the centre, in fractions of the picture: right and down positive', () => {
    expect(click(centre.x, centre.y)).toEqual({ x: 0, y: 0 });
    expect(click(centre.x + 160, centre.y)).toEqual({ x: 0.25, y: 0 });
    expect(click(centre.x, centre.y - 90)).toEqual({ x: 0, y: -0.25 });
    expect(click(100, 20)).toEqual({ x: -0.5, y: -0.5 });
  });

  it('ignores a press on the letterbox bars beside the picture', () => {
    expect(click(99, centre.y)).toBeNull();
    expect(click(centre.x, 381)).toBeNull();
    expect(ptzRelFromPicture({ x: 50, y: 200 }, { x: 300, y: 250 }, PICTURE)).toBeNull();
  });

  it('takes a press that hardly moved for a click', () => {
    const moved = ptzRelFromPicture(centre, { x: centre.x + PTZ_BOX_MIN_PX - 1, y: centre.y }, PICTURE);
    expect(moved).toEqual({ x: 0, y: 0 });
  });

  it('zooms into a drawn rectangle: its centre, and its larger side made the whole picture', () => {
    // A quarter of the width and an eighth of the height, right of centre.
    const box = ptzRelFromPicture({ x: 420, y: 200 }, { x: 580, y: 245 }, PICTURE);
    expect(box).toEqual({ x: 0.125, y: 0.0625, zoom: 4 });
    // Drawn the other way round, the same rectangle.
    expect(ptzRelFromPicture({ x: 580, y: 245 }, { x: 420, y: 200 }, PICTURE)).toEqual(box);
  });

  it('cuts a rectangle dragged past the picture to its edge', () => {
    expect(ptzRelFromPicture({ x: 580, y: 200 }, { x: 900, y: 290 }, PICTURE)).toEqual({
      x: 0.375,
      y: 0.125,
      zoom: 4,
    });
  });

  it('is aware of digital zoom: on a picture shown at twice its size the same screen offset is half as far', () => {
    // The canvas at 2x, its middle still at the cell's middle: the drawn rectangle is twice as large.
    const zoomed = { left: centre.x - 640, top: centre.y - 360, width: 1280, height: 720 };
    const offset = 160;
    const plain = ptzRelFromPicture(
      { x: centre.x + offset, y: centre.y },
      { x: centre.x + offset, y: centre.y },
      PICTURE,
    );
    const twice = ptzRelFromPicture(
      { x: centre.x + offset, y: centre.y },
      { x: centre.x + offset, y: centre.y },
      zoomed,
    );
    expect(twice?.x).toBeCloseTo((plain?.x ?? 0) / 2);
  });

  it('asks for no more zoom than ptzRel takes', () => {
    const thin = ptzRelFromPicture(
      { x: 420, y: 200 },
      { x: 420, y: 200 + PTZ_BOX_MIN_PX },
      { ...PICTURE, height: 36_000 },
    );
    expect(thin?.zoom).toBe(100);
  });
});
