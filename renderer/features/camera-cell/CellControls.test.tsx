import { press } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { TIMELINE_DEFAULT_ARCHIVE_START_MS } from '../../../shared/video/timelineConstants';
import { initI18n } from '../../i18n';
import { toDateTimeLocal } from '../../ui';
import { aodRequests, autoAodCalls } from './testing/neighbourStubs';
import { LOBBY, renderCell, resize } from './testing/renderCell';

jest.mock('../delivery', () => jest.requireActual('./testing/neighbourStubs').delivery);
jest.mock('../ptz', () => jest.requireActual('./testing/neighbourStubs').ptz);
jest.mock('../timeline', () => jest.requireActual('./testing/neighbourStubs').timeline);

const controls = () => screen.getByRole('toolbar', { name: 'Player controls' });
const control = (name: string) => within(controls()).getByRole('button', { name });
const queryControl = (name: string) => within(controls()).queryByRole('button', { name });
const openMenu = (name: string) => press(control(name));

describe('camera cell controls', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => jest.useRealTimers());

  it('pauses, plays and jumps 30 s either way', () => {
    const { controller } = renderCell({ state: { mode: 'archive' } });
    fireEvent.click(control('Pause'));
    expect(controller.callsTo('pause')).toHaveLength(1);
    fireEvent.click(control('Play'));
    expect(controller.callsTo('play')).toHaveLength(1);
    fireEvent.click(control('Jump back 30 seconds'));
    fireEvent.click(control('Jump forward 30 seconds'));
    expect(controller.callsTo('jump')).toEqual([[-30_000], [30_000]]);
  });

  it('restarts a stopped player where it was', () => {
    const { controller } = renderCell({ state: { status: 'STOP', mode: 'archive', time: 1_000 } });
    fireEvent.click(control('Play'));
    expect(controller.callsTo('playArchive')).toEqual([[1_000, undefined, LOBBY.id]]);
  });

  it('changes the speed, and plays the archive for speeds live cannot play', () => {
    const { controller } = renderCell({ state: { mode: 'archive', speed: 1 } });
    const speed = within(controls()).getByRole('combobox', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      ['-30', '-10', '-5', '-2', '-1', '0.125', '0.25', '0.5', '1', '2', '5', '10', '30'].map((value) => `${value}x`),
    );
    fireEvent.change(speed, { target: { value: '-2' } });
    expect(controller.callsTo('setSpeed')).toEqual([[-2]]);
    fireEvent.click(control('Live'));
    expect(controller.callsTo('playLive')).toEqual([[LOBBY.id]]);
    const time = controller.getState().time;
    fireEvent.change(speed, { target: { value: '5' } });
    expect(controller.callsTo('playArchive')).toEqual([[time, 5]]);
  });

  it("offers the limited speed list when the user's visual configuration says so", () => {
    renderCell({ limitedSpeedList: true, state: { mode: 'archive' } });
    const speed = within(controls()).getByRole('combobox', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['-5', '-2', '-1', '0.125', '0.25', '0.5', '1', '2', '5']);
  });

  it('chooses the connection type and the stream from their menus', () => {
    const { controller } = renderCell();
    openMenu('Connection type');
    const connection = screen.getByRole('menu', { name: 'Connection type' });
    expect(within(connection).getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(connection).getByRole('menuitemradio', { name: 'Local' }));
    expect(controller.callsTo('setConnection')).toEqual([['local']]);
    expect(screen.queryByRole('menu')).toBeNull();

    openMenu('Stream');
    const stream = screen.getByRole('menu', { name: 'Stream' });
    expect(
      within(stream)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Full', 'Review', 'Auto']);
    fireEvent.click(within(stream).getByRole('menuitemradio', { name: 'Review' }));
    expect(controller.callsTo('setStream')).toEqual([['REVIEW']]);
  });

  it('moves through a menu with the arrow keys and closes it with Escape', async () => {
    renderCell();
    // A key goes to the focused element; the menu moves focus on the next tick.
    const key = async (name: string) => {
      fireEvent.keyDown(document.activeElement!, { key: name });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    control('Connection type').focus();
    await key('Enter');
    screen.getByRole('menu', { name: 'Connection type' });
    expect(document.activeElement?.textContent).toBe('Cloud');
    await key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Local');
    await key('ArrowUp');
    await key('ArrowUp');
    expect(document.activeElement?.textContent).toBe('Auto');
    await key('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(control('Connection type'));
  });

  it('plays the archive from a calendar pick between the archive start and now', () => {
    // The clock held mid-minute: the picker's bound is whole minutes, and a minute that turned
    // between this test reading the clock and the cell reading it failed the test on a busy machine.
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
    jest.useFakeTimers({ now });
    const archiveStart = now - 2 * 3_600_000;
    const { controller } = renderCell({ archiveStart });
    fireEvent.click(control('Calendar'));
    const input = screen.getByLabelText('Date and time') as HTMLInputElement;
    expect(input.min).toBe(toDateTimeLocal(archiveStart));
    expect(input.max).toBe(toDateTimeLocal(now));
    const picked = now - 3_600_000;
    fireEvent.change(input, { target: { value: toDateTimeLocal(picked) } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const pickedMinute = Math.floor(picked / 60_000) * 60_000;
    expect(controller.callsTo('playArchive')).toEqual([[pickedMinute]]);
    expect(screen.queryByLabelText('Date and time')).toBeNull();
  });

  it('holding forward for 1 s scrubs at 10, and the release restores speed and pause', () => {
    jest.useFakeTimers();
    const { controller } = renderCell({ state: { mode: 'archive', status: 'PAUSE', speed: 2 } });
    fireEvent.pointerDown(control('Forward'));
    act(() => jest.advanceTimersByTime(999));
    expect(controller.callsTo('setSpeed')).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(controller.callsTo('setSpeed')).toEqual([[10]]);
    expect(controller.getState().status).toBe('PLAY');
    fireEvent.pointerUp(control('Forward'));
    expect(controller.callsTo('setSpeed')).toEqual([[10], [2]]);
    expect(controller.getState()).toMatchObject({ status: 'PAUSE', speed: 2 });
  });

  it('a short click on backward plays backwards at -1; the keyboard holds too', () => {
    jest.useFakeTimers();
    const { controller } = renderCell({ state: { mode: 'archive', speed: 1 } });
    fireEvent.pointerDown(control('Backward'));
    fireEvent.pointerUp(control('Backward'));
    expect(controller.callsTo('setSpeed')).toEqual([[-1]]);
    fireEvent.keyDown(control('Backward'), { key: 'Enter' });
    act(() => jest.advanceTimersByTime(1_000));
    fireEvent.keyUp(control('Backward'), { key: 'Enter' });
    expect(controller.callsTo('setSpeed')).toEqual([[-1], [-10], [-1]]);
  });

  it("saves a snapshot as '{device name} {local date-time}.jpg' and flashes the picture", async () => {
    const { controller, container } = renderCell({ state: { time: new Date(2026, 10, 21, 8, 5, 3).getTime() } });
    controller.setSnapshot(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:snapshot', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    fireEvent.click(control('Snapshot'));
    await act(() => Promise.resolve());
    expect(saved).toEqual(['Lobby East 2026-11-21 08-05-03.jpg']);
    expect(container.querySelector('.vt-cell__flash')).not.toBeNull();
    click.mockRestore();
  });

  it('saves nothing before the first frame', async () => {
    const { controller } = renderCell();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    fireEvent.click(control('Snapshot'));
    await act(() => Promise.resolve());
    expect(controller.callsTo('snapshot')).toHaveLength(1);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('moves the less used controls into a More controls panel below 500 px', () => {
    renderCell({ state: { mode: 'archive' } });
    const cell = screen.getByTestId('camera-cell');
    resize(cell, 640, 360);
    expect(queryControl('More controls')).toBeNull();
    expect(queryControl('Jump back 30 seconds')).not.toBeNull();
    resize(cell, 499, 300);
    for (const name of ['Pause', 'Live', 'Snapshot', 'Settings']) expect(queryControl(name)).not.toBeNull();
    expect(queryControl('Jump back 30 seconds')).toBeNull();
    fireEvent.click(control('More controls'));
    const more = screen.getByRole('group', { name: 'More controls' });
    for (const name of ['Backward', 'Jump back 30 seconds', 'Forward', 'Connection type', 'Stream', 'PTZ control'])
      expect(within(more).getByRole('button', { name })).toBeTruthy();
    resize(cell, 500, 300);
    expect(queryControl('More controls')).toBeNull();
  });

  it('puts the More controls panel away when PTZ control is chosen in it, so the PTZ panel is not under it', () => {
    renderCell({ state: { mode: 'archive' } });
    resize(screen.getByTestId('camera-cell'), 300, 300);
    fireEvent.click(control('More controls'));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'More controls' })).getByRole('button', { name: 'PTZ control' }),
    );
    expect(screen.queryByRole('group', { name: 'More controls' })).toBeNull();
    expect(screen.getByRole('region', { name: 'PTZ Lobby East' })).toBeTruthy();
  });

  it('opens the PTZ panel, the export and event dialogs and switches auto AOD', () => {
    const { controller } = renderCell({ state: { mode: 'archive', time: 5_000 } });
    fireEvent.click(control('PTZ control'));
    fireEvent.click(within(screen.getByRole('region', { name: 'PTZ Lobby East' })).getByRole('button'));
    expect(screen.queryByRole('region', { name: 'PTZ Lobby East' })).toBeNull();

    openMenu('Settings');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add download job' }));
    const exportDialog = screen.getByRole('dialog', { name: 'Add download job' });
    expect(exportDialog.dataset).toMatchObject({ deviceId: LOBBY.id, start: '5000' });
    // The export's start is held between the archive start (24 h back when unknown) and now.
    expect(Number(exportDialog.dataset.archiveStart)).toBeCloseTo(Date.now() - TIMELINE_DEFAULT_ARCHIVE_START_MS, -4);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    openMenu('Settings');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Create Event' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Create Event' })).getByRole('button', { name: 'Lobby East' }),
    );
    expect(controller.callsTo('snapshot')).toHaveLength(1);

    expect(autoAodCalls.at(-1)?.controller).toBe(controller);
    expect(autoAodCalls.at(-1)).toMatchObject({ deviceId: LOBBY.id, enabled: false });
    openMenu('Settings');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Auto AOD request' })).getByRole('menuitemradio', { name: 'On' }),
    );
    expect(autoAodCalls.at(-1)?.enabled).toBe(true);
  });

  it('starts the analytics markup from the widget and lets the user change it, and the player draws what it asks', () => {
    const { controller } = renderCell({ options: { metadataType: 'All' } });
    expect(controller.callsTo('setMarkup').at(-1)).toEqual(['All']);
    openMenu('Settings');
    const markup = screen.getByRole('group', { name: 'Analytics Markup' });
    expect(within(markup).getByRole('menuitemradio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(markup).getByRole('menuitemradio', { name: 'None' }));
    expect(screen.getByTestId('camera-cell').dataset.markup).toBe('None');
    expect(controller.callsTo('setMarkup').at(-1)).toEqual(['None']);
  });

  it('leaves out what the widget turns off: PTZ, export, event, fullscreen, step back', () => {
    renderCell({
      options: {
        ptzControls: false,
        allowExport: false,
        userDefinedEvent: false,
        fullScreenControl: false,
        stepBackControl: false,
        calendar: false,
      },
    });
    for (const name of ['PTZ control', 'Backward', 'Jump back 30 seconds', 'Calendar'])
      expect(queryControl(name)).toBeNull();
    expect(queryControl('Forward')).not.toBeNull();
    expect(queryControl('Jump forward 30 seconds')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Fullscreen' })).toBeNull();
    openMenu('Settings');
    expect(screen.queryByRole('menuitem', { name: 'Add download job' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Create Event' })).toBeNull();
  });

  it('shows its own timeline and legend in archive mode, and seeks from it', () => {
    const { controller } = renderCell({ state: { mode: 'live' } });
    expect(screen.queryByRole('slider', { name: 'Cell timeline' })).toBeNull();
    expect(queryControl('Legend')).toBeNull();
    act(() => controller.setState({ mode: 'archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seek' }));
    expect(controller.callsTo('playArchive')).toEqual([[Date.UTC(2026, 10, 20, 12, 0, 0)]]);
    fireEvent.click(control('Legend'));
    expect(screen.getByRole('dialog', { name: 'Legend' }).textContent).toBe('Full-resolution video');
  });

  it("submits the user's request for what only the avatar holds from its own strip (GetAOD)", async () => {
    const { controller } = renderCell({ state: { mode: 'archive' } });
    const asked = aodRequests.length;
    fireEvent.click(screen.getByRole('button', { name: `Request ${LOBBY.name} from the avatar` }));
    await act(async () => undefined);
    expect(aodRequests.slice(asked)).toEqual([
      { deviceId: LOBBY.id, start: Date.UTC(2026, 10, 20, 12, 0, 0), duration: 60_000, stream: 'FULL' },
    ]);
    // Asking is not seeking.
    expect(controller.callsTo('playArchive')).toEqual([]);
  });

  it('hides the controls and the strip a Timeline widget owns, keeping live, snapshot, zoom and fullscreen', () => {
    renderCell({ options: { timelinePresent: true }, state: { mode: 'archive' } });
    for (const name of ['Backward', 'Forward', 'Jump back 30 seconds', 'Jump forward 30 seconds', 'Calendar', 'Legend'])
      expect(queryControl(name)).toBeNull();
    expect(within(controls()).queryByRole('combobox', { name: 'Speed' })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Cell timeline' })).toBeNull();
    for (const name of ['Pause', 'Live', 'Snapshot']) expect(queryControl(name)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
    openMenu('Settings');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Digital Zoom' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Add download job' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Create Event' })).toBeNull();
  });
});
