import { readCameraCell, resetCameraCellCache, saveCameraCell, subscribeCameraCells } from './cameraCellStore';

const at = { viewId: 'v1', widgetId: 'w1', index: 2 };

describe('camera cell store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetCameraCellCache();
  });

  it('keeps a cell across a reload, per user and realm', () => {
    saveCameraCell('u1@r1', at, { deviceId: 'cam-1', name: 'Gate', time: 1_700_000_000_000 });
    resetCameraCellCache();
    expect(readCameraCell('u1@r1', at)).toEqual({ deviceId: 'cam-1', name: 'Gate', time: 1_700_000_000_000 });
    expect(readCameraCell('u2@r1', at)).toBeNull();
    expect(readCameraCell('u1@r1', { ...at, index: 1 })).toBeNull();
  });

  it('clears one cell, keeps the others, and tells subscribers', () => {
    const listener = jest.fn();
    subscribeCameraCells(listener);
    saveCameraCell('u1@r1', at, { deviceId: 'cam-1', name: 'Gate', time: null });
    saveCameraCell('u1@r1', { ...at, index: 0 }, { deviceId: 'cam-2', name: 'Yard', time: null });
    saveCameraCell('u1@r1', at, null);
    expect(readCameraCell('u1@r1', at)).toBeNull();
    expect(readCameraCell('u1@r1', { ...at, index: 0 })?.deviceId).toBe('cam-2');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('drops damaged entries instead of failing', () => {
    window.localStorage.setItem(
      'vantage.cameraCells.u1@r1',
      JSON.stringify({ 'v1/w1/2': { deviceId: '', name: 'x', time: null }, 'v1/w1/0': 'junk' }),
    );
    expect(readCameraCell('u1@r1', at)).toBeNull();
    window.localStorage.setItem('vantage.cameraCells.u1@r1', '{not json');
    resetCameraCellCache();
    expect(readCameraCell('u1@r1', at)).toBeNull();
  });
});
