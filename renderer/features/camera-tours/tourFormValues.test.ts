import { TOUR_ERROR } from '../../../shared/tours/cameraTours';
import { NEW_TOUR, newStep, tourInput, tourProblems, tourValues } from './tourFormValues';

const same = (message: string) => message;

describe('the camera tour form', () => {
  it('reads a saved tour and sends it back as the platform takes it', () => {
    const values = tourValues({
      id: 't1',
      name: 'Yard',
      enabled: false,
      running: false,
      progress: null,
      heldBy: null,
      steps: [{ cameraId: 'ptz', cameraPreset: '2', delay: 10, name: null }],
    });
    expect(values).toEqual({
      name: 'Yard',
      enabled: false,
      steps: [{ cameraId: 'ptz', cameraPreset: '2', delay: 10, name: '' }],
    });
    values.steps.push({ ...newStep('cam-1'), name: ' Lobby ' });
    expect(tourInput({ ...values, name: ' Yard ' }, 't1')).toEqual({
      id: 't1',
      name: 'Yard',
      enabled: false,
      steps: [
        { cameraId: 'ptz', cameraPreset: '2', delay: 10, name: null },
        { cameraId: 'cam-1', cameraPreset: null, delay: 5, name: 'Lobby' },
      ],
    });
  });

  it('names the empty name, a step without a camera and a delay out of range', () => {
    const problems = tourProblems(
      { ...NEW_TOUR, steps: [newStep('cam-1'), { ...newStep(), delay: 0 }, { ...newStep('c'), delay: Number.NaN }] },
      same,
    );
    expect(problems).toEqual({
      name: TOUR_ERROR.NAME_EMPTY,
      'steps.1.cameraId': TOUR_ERROR.STEP_CAMERA_MISSING,
      'steps.1.delay': TOUR_ERROR.DELAY,
      'steps.2.delay': TOUR_ERROR.DELAY,
    });
    expect(tourProblems({ name: 'Yard', enabled: true, steps: [newStep('cam-1')] }, same)).toEqual({});
  });
});
