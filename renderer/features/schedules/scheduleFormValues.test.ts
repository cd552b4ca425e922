/** The schedule form's values: a saved schedule read into the form and back into the input the
 *  platform takes, and the problems the platform would refuse, said before it is asked. */
import { newAction, newTask, scheduleInput, scheduleProblems, scheduleValues } from './scheduleFormValues';

const say = (message: string) => message;

describe('schedule form values', () => {
  it('round-trips a saved schedule, keeping task ids and days in week order', () => {
    const values = scheduleValues({
      id: 's1',
      name: 'Nights',
      enabled: true,
      timezone: 'Europe/Warsaw',
      devices: [{ id: 'cam-1', name: 'Gate' }],
      sets: [],
      zones: [{ id: 'z1', name: 'Yard' }],
      tasks: [
        {
          id: 't1',
          name: 'Night',
          startTime: '22:00',
          endTime: '06:00',
          byDay: ['FR', 'MO'],
          actions: [
            { action: 'RECORDING_MODE', description: null, deviceTypes: ['camera'], value: 'EVENTS', target: null },
          ],
        },
      ],
      inForce: [],
      usedBy: [],
    });
    expect(values.tasks[0]?.byDay).toEqual(['MO', 'FR']);
    expect(scheduleInput({ ...values, name: ' Nights ' }, 's1')).toEqual({
      id: 's1',
      name: 'Nights',
      enabled: true,
      timezone: 'Europe/Warsaw',
      devices: ['cam-1'],
      sets: [],
      zones: ['z1'],
      tasks: [
        {
          id: 't1',
          name: 'Night',
          startTime: '22:00',
          endTime: '06:00',
          byDay: ['MO', 'FR'],
          actions: [{ action: 'RECORDING_MODE', value: 'EVENTS' }],
        },
      ],
    });
  });

  it('sends the tour or policy an action names, and no target for a device action', () => {
    const task = newTask('Patrol');
    task.actions = [
      newAction('CAMERA_TOUR', 'tour-1'),
      newAction('NOTIFICATION_POLICY', 'policy-1'),
      newAction('MOTION_DETECTION', 'ignored'),
    ];
    const schedule = {
      name: 'Nights',
      enabled: true,
      timezone: 'UTC',
      devices: [],
      sets: [],
      zones: [],
      tasks: [task],
    };
    expect(scheduleInput(schedule).tasks[0]?.actions).toEqual([
      { action: 'CAMERA_TOUR', value: 'RUNNING', target: 'tour-1' },
      { action: 'NOTIFICATION_POLICY', value: 'DISABLED', target: 'policy-1' },
      { action: 'MOTION_DETECTION', value: 'OFF' },
    ]);
  });

  it('names the field of each problem: name, times, days, a preset without a name, a tour not chosen', () => {
    const task = { ...newTask('A'), startTime: '7:00', byDay: [] as never[] };
    task.actions = [
      { action: 'PTZ_PRESET', value: ' ', target: '' },
      { action: 'CAMERA_TOUR', value: 'RUNNING', target: '' },
    ];
    const problems = scheduleProblems(
      { name: ' ', enabled: true, timezone: 'UTC', devices: [], sets: [], zones: [], tasks: [task] },
      say,
    );
    expect(problems).toEqual({
      name: 'Name should not be empty',
      'tasks.0.startTime': 'Times are HH:mm',
      'tasks.0.byDay': 'A task runs on at least one day',
      'tasks.0.actions.0.value': 'Name the preset',
      'tasks.0.actions.1.target': 'Choose what the action applies to',
    });
  });
});
