import { DisplayNotFoundError, ViewWindowRegistry } from './ViewWindowRegistry';
import { PRIMARY, RIGHT, layout } from './testLayouts';

const two = layout([PRIMARY, RIGHT]);

describe('ViewWindowRegistry', () => {
  it('creates a window on the requested display, or the caller’s', () => {
    const registry = new ViewWindowRegistry();
    expect(registry.plan({ viewId: 'a', displayId: 20 }, 10, two)).toEqual({
      kind: 'create',
      viewId: 'a',
      displayId: 20,
    });
    expect(registry.plan({ viewId: 'a' }, 10, two)).toEqual({ kind: 'create', viewId: 'a', displayId: 10 });
  });

  it('never opens a view twice: moves it to another display or focuses it', () => {
    const registry = new ViewWindowRegistry();
    registry.add({ viewId: 'a', windowId: 5, displayId: 10 });
    expect(registry.plan({ viewId: 'a', displayId: 20 }, 10, two)).toEqual({
      kind: 'move',
      windowId: 5,
      displayId: 20,
    });
    expect(registry.plan({ viewId: 'a', displayId: 10 }, 10, two)).toEqual({
      kind: 'focus',
      windowId: 5,
      displayId: 10,
    });
    expect(registry.plan({ viewId: 'a' }, 20, two)).toEqual({ kind: 'focus', windowId: 5, displayId: 10 });
    expect(() => registry.add({ viewId: 'a', windowId: 6, displayId: 20 })).toThrow(/already shown in window 5/);
  });

  it('refuses a display that is not connected', () => {
    const registry = new ViewWindowRegistry();
    expect(() => registry.plan({ viewId: 'a', displayId: 99 }, 10, two)).toThrow(DisplayNotFoundError);
    expect(() => registry.plan({ viewId: 'a', displayId: 99 }, 10, two)).toThrow('Display 99 is not connected');
  });

  it('tracks windows by id and view, and forgets closed ones', () => {
    const registry = new ViewWindowRegistry();
    registry.add({ viewId: 'a', windowId: 5, displayId: 10 });
    registry.add({ viewId: 'b', windowId: 6, displayId: 20 });
    registry.setDisplay(5, 20);
    expect(registry.list()).toEqual([
      { viewId: 'a', displayId: 20 },
      { viewId: 'b', displayId: 20 },
    ]);
    expect(registry.byView('b')).toEqual({ viewId: 'b', windowId: 6, displayId: 20 });
    expect(registry.remove(5)).toEqual({ viewId: 'a', windowId: 5, displayId: 20 });
    expect(registry.remove(5)).toBeUndefined();
    expect(registry.byWindow(5)).toBeUndefined();
    expect(registry.list()).toEqual([{ viewId: 'b', displayId: 20 }]);
  });

  it('hands out copies, not its own entries', () => {
    const registry = new ViewWindowRegistry();
    registry.add({ viewId: 'a', windowId: 5, displayId: 10 });
    registry.byWindow(5)!.displayId = 99;
    expect(registry.byView('a')?.displayId).toBe(10);
  });
});
