import { clampPan, fitRect, maxZoom, zoomByWheel } from './digitalZoom';

describe('digital zoom', () => {
  it('letterboxes the picture to its aspect', () => {
    expect(fitRect({ width: 800, height: 600 }, { width: 1920, height: 1080 })).toEqual({ width: 800, height: 450 });
    expect(fitRect({ width: 800, height: 300 }, { width: 1920, height: 1080 })).toEqual({
      width: (1920 * 300) / 1080,
      height: 300,
    });
    expect(fitRect({ width: 800, height: 300 }, null)).toEqual({ width: 800, height: 300 });
  });

  it('zooms from 1x to 2x in steps of 0.1 and no further', () => {
    let zoom = 1;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) seen.push((zoom = zoomByWheel(zoom, -100)));
    expect(seen).toEqual([1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2, 2, 2]);
    for (let i = 0; i < 12; i++) zoom = zoomByWheel(zoom, 100);
    expect(zoom).toBe(1);
    expect(zoomByWheel(1.5, 0)).toBe(1.5);
  });

  it('reaches twice the stream size: further for a sharp stream in a small cell, at least 2x', () => {
    const fullHd = { width: 1920, height: 1080 };
    expect(maxZoom({ width: 480, height: 270 }, fullHd)).toBe(8);
    expect(maxZoom({ width: 700, height: 394 }, fullHd)).toBe(5.4);
    expect(maxZoom({ width: 1600, height: 900 }, { width: 640, height: 360 })).toBe(2);
    expect(maxZoom({ width: 480, height: 270 }, null)).toBe(2);
    let zoom = 1;
    for (let i = 0; i < 60; i++) zoom = zoomByWheel(zoom, -100, maxZoom({ width: 700, height: 394 }, fullHd));
    expect(zoom).toBe(5.4);
  });

  it('pans only as far as the zoomed picture still covers its rectangle', () => {
    const rect = { width: 400, height: 200 };
    expect(clampPan({ x: 500, y: -500 }, 2, rect)).toEqual({ x: 200, y: -100 });
    expect(clampPan({ x: 10, y: 10 }, 1.5, rect)).toEqual({ x: 10, y: 10 });
    expect(clampPan({ x: 10, y: 10 }, 1, rect)).toEqual({ x: 0, y: 0 });
  });
});
