import { buildDisplayList } from './buildDisplayList';
import { LEFT, PRIMARY, RIGHT, layout } from './testing/testLayouts';

describe('buildDisplayList', () => {
  it('puts the primary display first, then the others left to right, named Display 1…', () => {
    const list = buildDisplayList(layout([RIGHT, LEFT, PRIMARY]), []);
    expect(list).toEqual([
      { id: 10, name: 'Display 1', isPrimary: true, windowCount: 0, index: 0 },
      { id: 30, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 },
      { id: 20, name: 'Display 3', isPrimary: false, windowCount: 0, index: 2 },
    ]);
  });

  it('counts each window once, on the display it overlaps most', () => {
    const main = { x: 100, y: 100, width: 1200, height: 800 };
    const straddling = { x: 1800, y: 0, width: 800, height: 600 }; // 120 px on primary, 680 on RIGHT
    const offScreen = { x: -5000, y: 0, width: 400, height: 300 }; // nearest is LEFT
    const list = buildDisplayList(layout([PRIMARY, RIGHT, LEFT]), [main, straddling, offScreen]);
    expect(list.map((d) => [d.id, d.windowCount])).toEqual([
      [10, 1],
      [30, 1],
      [20, 1],
    ]);
  });

  it('renumbers when a display is removed and restores the names when it comes back', () => {
    const windows = [{ x: 2000, y: 100, width: 800, height: 600 }];
    const before = buildDisplayList(layout([PRIMARY, RIGHT, LEFT]), windows);

    const removed = buildDisplayList(layout([PRIMARY, RIGHT]), windows);
    expect(removed.map((d) => d.name)).toEqual(['Display 1', 'Display 2']);
    expect(removed[1]).toMatchObject({ id: 20, index: 1, windowCount: 1 });

    const readded = buildDisplayList(layout([LEFT, PRIMARY, RIGHT]), windows);
    expect(readded).toEqual(before);
  });

  it('follows the primary display when the system changes it', () => {
    const list = buildDisplayList(layout([PRIMARY, RIGHT], RIGHT.id), []);
    expect(list[0]).toMatchObject({ id: 20, name: 'Display 1', isPrimary: true });
    expect(list[1]).toMatchObject({ id: 10, name: 'Display 2', isPrimary: false });
  });

  it('still yields one display when the system reports none', () => {
    expect(buildDisplayList(layout([]), [])).toEqual([
      { id: 0, name: 'Display 1', isPrimary: true, windowCount: 0, index: 0 },
    ]);
  });
});
