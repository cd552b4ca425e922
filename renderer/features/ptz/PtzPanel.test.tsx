import { act, fireEvent, screen, within } from '@testing-library/react';
import { callsTo, type GraphqlOperations, press, renderSignedIn, sequence, settle } from '../../testing';
import { PtzPanel } from './PtzPanel';
import { PTZ, ptzLockAnswer as lockAnswer, ptzPanelAnswer } from './testing/ptzAnswers';

interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

async function renderPanel(operations: GraphqlOperations, { isAdmin = false, gamepad = false } = {}) {
  const onClose = jest.fn();
  const { fetch } = await renderSignedIn(
    <PtzPanel deviceId={PTZ} deviceName="Demo HQ PTZ" onClose={onClose} gamepad={gamepad} />,
    { PtzPanel: ptzPanelAnswer(), PtzPriority: { ptzPriority: 5 }, ...operations },
    isAdmin,
  );
  const calls = (name: string): GraphqlCall[] =>
    callsTo(fetch, 'POST /api/graphql')
      .map((call) => call.body as GraphqlCall & { query: string })
      .filter((body) => (body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1]) === name);
  return { fetch, calls, onClose };
}

const openPresets = async () => {
  press(screen.getByRole('tab', { name: 'PTZ Presets' }));
  await settle();
};

describe('PtzPanel (spec 2 §2 PTZ panel)', () => {
  it('lists the presets by name', async () => {
    await renderPanel({});
    await openPresets();
    const list = screen.getByRole('list', { name: 'PTZ Presets' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['North', 'East tower']);
  });

  it("shows 'no preset' for a camera without presets", async () => {
    await renderPanel({ PtzPanel: ptzPanelAnswer({ presets: [] }) });
    await openPresets();
    expect(screen.getByText('no preset')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'PTZ Presets' })).toBeNull();
  });

  it("goes to a clicked preset with the caller's PTZ priority", async () => {
    const { calls } = await renderPanel({ PtzPreset: lockAnswer('ptzPreset', 'sameuser') });
    await openPresets();
    fireEvent.click(screen.getByRole('button', { name: 'East tower' }));
    await settle();
    expect(calls('PtzPreset').map((c) => c.variables)).toEqual([
      { id: PTZ, command: { preset: '2', action: 'GOTO' }, priority: 5 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before overriding a lock it may take, and sends again with override', async () => {
    const { calls } = await renderPanel({
      PtzPreset: sequence(lockAnswer('ptzPreset', 'yes'), lockAnswer('ptzPreset', 'sameuser')),
    });
    await openPresets();
    fireEvent.click(screen.getByRole('button', { name: 'North' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'PTZ lock' });
    expect(dialog.textContent).toContain('Another lock is in place. Do you want to override?');
    expect(calls('PtzPreset')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    await settle();
    expect(calls('PtzPreset').map((c) => c.variables)).toEqual([
      { id: PTZ, command: { preset: '1', action: 'GOTO' }, priority: 5 },
      { id: PTZ, command: { preset: '1', action: 'GOTO' }, priority: 5, override: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing more when the override is declined', async () => {
    const { calls } = await renderPanel({ PtzPreset: lockAnswer('ptzPreset', 'yes') });
    await openPresets();
    fireEvent.click(screen.getByRole('button', { name: 'North' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(calls('PtzPreset')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the caller to wait when a higher-priority lock holds the camera', async () => {
    await renderPanel({ PtzPreset: lockAnswer('ptzPreset', 'no') });
    await openPresets();
    fireEvent.click(screen.getByRole('button', { name: 'North' }));
    await settle();
    expect(screen.getByRole('status').textContent).toContain(
      'Another lock is higher priority. You have to wait until controls are released. Please try again later.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps the zoom, and a new call aborts the one still in flight', async () => {
    const { calls } = await renderPanel({ PtzStep: lockAnswer('ptzStep', 'yes') });
    const fetchMock = window.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation() as (input: unknown, init: RequestInit) => Promise<Response>;
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    // The server answers the first step only after the second one was sent.
    fetchMock.mockImplementationOnce(async (input: unknown, init: RequestInit) => {
      await held;
      return answer(input, init);
    });
    const sent = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await settle();
    const [first, second] = fetchMock.mock.calls.slice(sent).map(([, init]) => init as RequestInit);
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);
    release();
    await settle();
    expect(calls('PtzStep').map((c) => c.variables.command)).toEqual([{ zoom: 1 }, { zoom: -1 }]);
    // Only the second answer counts: one override question, not two.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('offers the settings table to administrators only', async () => {
    await renderPanel({});
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Optical settings' })).toBeNull();
  });

  it('creates a setting under its stored name, and requires one', async () => {
    const saved: unknown[] = [];
    await renderPanel(
      {
        SetPtzConfig: (variables) => {
          saved.push(variables.config);
          return ptzPanelAnswer();
        },
      },
      { isAdmin: true },
    );
    press(screen.getByRole('tab', { name: 'Settings' }));
    await settle();
    expect(screen.getByText('No settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add setting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter setting name!');
    expect(saved).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wiper On!' } });
    expect(screen.getByText('Stored as wiper-on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await settle();
    expect(saved).toEqual([
      expect.objectContaining({
        settings: [{ name: 'wiper-on', param: { name: null, cmds: [] } }],
        presets: [
          { id: '1', name: 'North' },
          { id: '2', name: 'East tower' },
        ],
      }),
    ]);
    expect(screen.getByRole('status').textContent).toContain('Setting created');
  });

  it('saves the optical flags for administrators', async () => {
    const saved: Array<{ optical: Record<string, boolean> }> = [];
    await renderPanel(
      {
        SetPtzConfig: (variables) => {
          saved.push(variables.config as { optical: Record<string, boolean> });
          return ptzPanelAnswer();
        },
      },
      { isAdmin: true },
    );
    const form = screen.getByRole('form', { name: 'Optical settings' });
    fireEvent.click(within(form).getByLabelText('Iris steps'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    expect(saved[0]?.optical).toMatchObject({ irisSteps: true, zoomSteps: true, focusSteps: false });
    expect(screen.getByRole('status').textContent).toContain('Optical settings saved');
  });

  it('pans with the joystick while it is held, and stops on release', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the coordinates the joystick reads.
    const win = window as unknown as { PointerEvent?: unknown };
    win.PointerEvent ??= class extends MouseEvent {
      pointerId = 1;
    };
    const { calls } = await renderPanel({ PtzSpeed: lockAnswer('ptzSpeed', 'sameuser') });
    const joystick = screen.getByRole('slider', { name: 'Pan and tilt' });
    // jsdom lays nothing out: the base's centre is at (0, 0); full deflection is its 35 px radius.
    fireEvent.pointerDown(joystick, { clientX: 70, clientY: 0, pointerId: 1 });
    await settle();
    fireEvent.pointerUp(joystick, { pointerId: 1 });
    await settle();
    // Sensitivity starts halfway: full deflection moves at 0.55 (0.1 … 1).
    expect(calls('PtzSpeed').map((c) => c.variables)).toEqual([
      { id: PTZ, command: { pan: 0.55, tilt: 0 }, priority: 5 },
      { id: PTZ, command: { pan: 0, tilt: 0 }, priority: 5 },
    ]);
  });

  it('goes to preset 1 when gamepad button 2 is pressed', async () => {
    const buttons = Array.from({ length: 12 }, (_, i) => ({ pressed: i === 2 }));
    const pad = { id: 'Generic USB Joystick', connected: true, axes: [0, 0], buttons };
    const getGamepads = jest.fn(() => [pad, null]);
    Object.defineProperty(navigator, 'getGamepads', { value: getGamepads, configurable: true });
    try {
      const { calls } = await renderPanel({ PtzPreset: lockAnswer('ptzPreset', 'sameuser') }, { gamepad: true });
      await act(() => new Promise((done) => setTimeout(done, 120)));
      await settle();
      expect(getGamepads).toHaveBeenCalled();
      // Held for several polls: one press, one command.
      expect(calls('PtzPreset').map((c) => c.variables.command)).toEqual([{ preset: '1', action: 'GOTO' }]);
    } finally {
      delete (navigator as unknown as { getGamepads?: unknown }).getGamepads;
    }
  });
});
