import { placeViewPreview, VIEW_PREVIEW_GAP_PX } from './placeViewPreview';

const popup = { width: 618, height: 356 };
const viewport = { width: 1600, height: 900 };
// A row of the 350 px sidebar, beside the 56 px activity bar.
const row = { left: 68, top: 200, width: 326, height: 32 };

describe('placeViewPreview (spec 1 §2.8)', () => {
  it('puts the preview past the end of the row, level with it', () => {
    expect(placeViewPreview(row, popup, viewport, 'ltr')).toEqual({ left: 394 + VIEW_PREVIEW_GAP_PX, top: 200 });
  });

  it('puts it to the left of the row right to left', () => {
    const rtlRow = { ...row, left: 1600 - 394 };
    expect(placeViewPreview(rtlRow, popup, viewport, 'rtl')).toEqual({
      left: 1206 - VIEW_PREVIEW_GAP_PX - popup.width,
      top: 200,
    });
  });

  it('keeps it inside the window: a row near the bottom lifts it, a narrow window pulls it back', () => {
    expect(placeViewPreview({ ...row, top: 800 }, popup, viewport, 'ltr').top).toBe(900 - 356);
    expect(placeViewPreview(row, popup, { width: 900, height: 900 }, 'ltr').left).toBe(900 - 618);
    expect(placeViewPreview(row, popup, { width: 500, height: 300 }, 'ltr')).toEqual({ left: 0, top: 0 });
  });
});
