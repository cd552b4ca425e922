/** Video Touring with a camera tour of the platform (issue 28): the tour's steps are the list, each
 *  with its own delay, and while the tour runs the widget shows the step the patrol is on. */
import { runningStep, touringStops } from './touringSteps';

const gate = { id: 'cam-1', name: 'Gate' };
const yard = { id: 'cam-2', name: 'Yard' };
const tour = {
  currentCameraId: null,
  steps: [
    { cameraId: 'cam-3', name: 'Dock', delayMs: 15_000 },
    { cameraId: 'cam-1', name: 'Gate', delayMs: 60_000 },
  ],
};

describe('Video Touring steps', () => {
  it('plays a chosen tour’s cameras for each step’s delay instead of the dropped cameras', () => {
    expect(touringStops(tour, [gate, yard], 5_000)).toEqual([
      { id: 'cam-3', name: 'Dock', delayMs: 15_000 },
      { id: 'cam-1', name: 'Gate', delayMs: 60_000 },
    ]);
  });

  it('plays the dropped cameras for the widget’s delay when no tour is chosen', () => {
    expect(touringStops(undefined, [gate, yard], 5_000)).toEqual([
      { ...gate, delayMs: 5_000 },
      { ...yard, delayMs: 5_000 },
    ]);
  });

  it('shows the step the platform’s patrol is on while the tour runs, else goes round by itself', () => {
    const stops = touringStops(tour, [], 5_000);
    expect(runningStep({ ...tour, currentCameraId: 'cam-1' }, stops)).toBe(1);
    expect(runningStep(tour, stops)).toBeNull();
    // A camera the tour no longer has (edited since) leaves the widget to its own count.
    expect(runningStep({ ...tour, currentCameraId: 'cam-9' }, stops)).toBeNull();
  });
});
