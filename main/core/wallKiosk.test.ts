/** The desktop app as a wall display (issue 30): the flag, and the display its kiosk window covers. */
import type { ScreenLayout } from './screenLayout';
import { parseWallKiosk, wallKioskWindow } from './wallKiosk';

const LAYOUT: ScreenLayout = {
  primaryId: 1,
  displays: [
    {
      id: 3,
      bounds: { x: 3840, y: 0, width: 1920, height: 1080 },
      workArea: { x: 3840, y: 0, width: 1920, height: 1040 },
    },
    { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
    {
      id: 2,
      bounds: { x: 1920, y: 0, width: 1920, height: 1080 },
      workArea: { x: 1920, y: 0, width: 1920, height: 1040 },
    },
  ],
};

describe('parseWallKiosk', () => {
  it.each<[string[], ReturnType<typeof parseWallKiosk>]>([
    [['electron', '.'], undefined],
    [['vantage', '--wall-display'], { displayNumber: null }],
    [['vantage', '--wall-display=3'], { displayNumber: 3 }],
    [['vantage', '--wall-display=0'], { displayNumber: null }],
    [['vantage', '--wall-display=two'], { displayNumber: null }],
    [['vantage', '--wall-displays'], undefined],
  ])('%j → %j', (argv, expected) => {
    expect(parseWallKiosk(argv)).toEqual(expected);
  });
});

describe('wallKioskWindow', () => {
  it('covers the numbered display, counted as the console lists them (primary first, then left to right)', () => {
    expect(wallKioskWindow(LAYOUT, { displayNumber: 3 }, 'https://vms.example:8443')).toEqual({
      bounds: { x: 3840, y: 0, width: 1920, height: 1080 },
      url: 'https://vms.example:8443/wall',
      displayId: 3,
    });
  });

  it('covers the primary display by default, and when the numbered one is not connected', () => {
    expect(wallKioskWindow(LAYOUT, { displayNumber: null }, 'http://localhost:8080').displayId).toBe(1);
    expect(wallKioskWindow(LAYOUT, { displayNumber: 5 }, 'http://localhost:8080/').displayId).toBe(1);
  });
});
