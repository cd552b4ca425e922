import type { CastView } from '../../../shared/ipc';
import { testCastHost as recordingHost } from '../testing/testCastHost';
import { LEFT, PRIMARY, RIGHT, layout } from '../testing/testLayouts';
import { CastController } from './CastController';

describe('CastController', () => {
  it('applies the effects of each action to the host, in order', () => {
    const { host, calls, windows } = recordingHost();
    const controller = new CastController(host);
    expect(controller.cast({ viewId: 'a', displayId: RIGHT.id })).toEqual({
      viewId: 'a',
      displayId: 20,
      homeDisplayId: 20,
      rect: RIGHT.workArea,
    });
    controller.cast({ viewId: 'b', displayId: RIGHT.id });
    controller.returnToMain('b');
    expect(calls).toEqual([
      ['open', 1, 'a'],
      ['show', 1, 'b'],
      ['focus', 1],
      ['returnToMain', 'a', false],
      ['close', 1],
      ['returnToMain', 'b', true],
    ]);
    expect(windows.size).toBe(0);
    expect(controller.list()).toEqual([]);
  });

  it('tells the renderers only when the list changes', () => {
    const { host, published } = recordingHost();
    const controller = new CastController(host);
    const heard: CastView[][] = [];
    const off = controller.onDidChange((views) => heard.push(views));
    controller.cast({ viewId: 'a', displayId: RIGHT.id });
    controller.cast({ viewId: 'a', displayId: RIGHT.id }); // focus only
    controller.returnToMain('nothing');
    expect(published).toHaveLength(1);
    expect(heard).toEqual(published);
    off();
    controller.returnToMain('a');
    expect(published).toEqual([[expect.objectContaining({ viewId: 'a' })], []]);
    expect(heard).toHaveLength(1);
  });

  it('opens windowed on the display the main window is on, covering elsewhere', () => {
    const { host, state } = recordingHost();
    const controller = new CastController(host);
    state.main = { x: -1200, y: 50, width: 1000, height: 800 };
    expect(controller.mainDisplayId()).toBe(LEFT.id);
    expect(controller.cast({ viewId: 'a', displayId: PRIMARY.id }).rect).toEqual(PRIMARY.workArea);
    expect(controller.cast({ viewId: 'b', displayId: LEFT.id }).rect).toEqual({
      x: -1280,
      y: 132,
      width: 1280,
      height: 720,
    });
    state.main = undefined;
    expect(controller.mainDisplayId()).toBe(PRIMARY.id);
  });

  it('is not confused by windows reporting their own closing while it runs', () => {
    const { host, state, published } = recordingHost();
    const controller = new CastController(host);
    state.onClose = (key) => controller.windowClosed(key);
    controller.cast({ viewId: 'a', displayId: RIGHT.id });
    controller.cast({ viewId: 'b', displayId: LEFT.id });
    controller.cast({ viewId: 'a', displayId: LEFT.id }); // closes a's window, reuses b's
    expect(controller.list().map((v) => v.viewId)).toEqual(['a']);
    expect(published.at(-1)!.map((v) => v.viewId)).toEqual(['a']);
    controller.closeAll();
    expect(controller.list()).toEqual([]);
  });

  it('reads where windows are when they move or the displays change', () => {
    const { host, windows, state } = recordingHost();
    const controller = new CastController(host);
    controller.cast({ viewId: 'a', displayId: RIGHT.id });
    windows.get(1)!.bounds = { x: -1000, y: 0, width: 900, height: 600 };
    controller.windowsMoved();
    expect(controller.list()[0]).toMatchObject({ displayId: 30, homeDisplayId: 30 });

    state.layout = layout([PRIMARY]);
    controller.displaysChanged();
    expect(controller.list()[0]).toMatchObject({ displayId: 10, homeDisplayId: 30 });
    expect(windows.get(1)!.bounds).toEqual({ x: 510, y: 220, width: 900, height: 600 });
  });

  it('throws for a display that is not connected, leaving everything as it was', () => {
    const { host, calls } = recordingHost();
    const controller = new CastController(host);
    expect(() => controller.cast({ viewId: 'a', displayId: 7 })).toThrow('Display 7 is not connected');
    expect(calls).toEqual([]);
    controller.cast({ viewId: 'a', displayId: RIGHT.id });
    expect(controller.list()).toHaveLength(1);
  });
});
