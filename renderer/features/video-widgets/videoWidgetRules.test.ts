import '../../testing';
import { cellOptions } from './cellOptions';
import { eventStartTime } from './EventVideoWidget';
import { matrixStartTime } from './MatrixPage';
import { addToTour, tourDelayMs } from './tourList';
import { cameraLiveLayout } from './CameraLiveViewerWidget';

jest.mock('../player', () => ({ usePlayer: jest.fn() }));

describe('video widget rules', () => {
  it('plays an event 30 s old or older from its time, a newer one live, and Live always live', () => {
    const now = 1_700_000_100_000;
    const drop = { type: 'camera' as const, id: 'c', name: 'C' };
    expect(eventStartTime({ ...drop, time: now - 30_000 }, 'Event', now)).toBe(now - 30_000);
    expect(eventStartTime({ ...drop, time: now - 29_999 }, 'Event', now)).toBeNull();
    expect(eventStartTime({ ...drop, time: now - 60_000 }, 'Live', now)).toBeNull();
    expect(eventStartTime(drop, 'Event', now)).toBeNull();
  });

  it('ignores a camera already in the tour', () => {
    const one = addToTour([], { id: 'a', name: 'A' });
    expect(addToTour(one, { id: 'a', name: 'A again' })).toBe(one);
    expect(addToTour(one, { id: 'b', name: 'B' }).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('takes the touring delay from the allowed options, 5 s otherwise', () => {
    expect(tourDelayMs('15', [5, 15, 30, 60], 5)).toBe(15_000);
    expect(tourDelayMs('7', [5, 15, 30, 60], 5)).toBe(5_000);
    expect(tourDelayMs(undefined, [5, 15, 30, 60], 5)).toBe(5_000);
  });

  it('reads the /matrix timestamp only when it is a whole number of ms', () => {
    expect(matrixStartTime('1700000000000')).toBe(1_700_000_000_000);
    expect(matrixStartTime(undefined)).toBeNull();
    expect(matrixStartTime('yesterday')).toBeNull();
    expect(matrixStartTime('-5')).toBeNull();
  });

  it('knows the live viewer layouts and falls back to one cell', () => {
    expect(cameraLiveLayout('2x2')).toBe('2x2');
    expect(cameraLiveLayout('1x3')).toBe('1x3');
    expect(cameraLiveLayout('3x3')).toBe('1');
  });

  it('turns widget properties into cell options', () => {
    const live = cellOptions({ ptzControls: false, metadataType: 'None' }, 'live');
    expect(live).toMatchObject({ ptzControls: false, metadataType: 'None', calendar: false, canReplaceSource: true });
    const archive = cellOptions(
      { canReplaceSource: false, allowExport: false, userDefinedEvent: false },
      'archive',
      true,
    );
    expect(archive).toMatchObject({
      canReplaceSource: false,
      allowExport: false,
      userDefinedEvent: false,
      calendar: true,
      ptzControls: false,
      timelinePresent: true,
    });
  });
});
