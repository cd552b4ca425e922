import { press } from '../../testing';

jest.mock('../delivery', () => jest.requireActual('./testing/neighbourStubs').delivery);
jest.mock('../ptz', () => jest.requireActual('./testing/neighbourStubs').ptz);
jest.mock('../timeline', () => jest.requireActual('./testing/neighbourStubs').timeline);
import { act, fireEvent, screen, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { CAMERA_DRAG_TYPE } from '../camera-drag';
import { CELL_STATE_COLOUR } from './CellHeader';
import { LOBBY, renderCell, resize } from './testing/renderCell';

const cell = () => screen.getByTestId('camera-cell');

function cameraDrag(payload: object | null) {
  const raw = payload ? JSON.stringify(payload) : '';
  return {
    types: payload ? [CAMERA_DRAG_TYPE, 'text/plain'] : ['text/plain'],
    getData: (type: string) => (type === CAMERA_DRAG_TYPE ? raw : 'text'),
    dropEffect: 'none',
  };
}

describe('CameraCell', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => jest.useRealTimers());

  describe('empty', () => {
    it("says 'No camera assigned', or the host's own text", () => {
      const { unmount } = renderCell({ device: null });
      expect(cell().textContent).toBe('No camera assigned');
      expect(screen.queryByTestId('camera-canvas')).toBeNull();
      unmount();
      renderCell({ device: null, emptyText: 'Drag Camera Event here' });
      expect(screen.getByText('Drag Camera Event here')).toBeTruthy();
    });

    it('takes a dropped camera when source replacement is allowed', () => {
      const onDropCamera = jest.fn();
      const { controller } = renderCell({
        device: null,
        onDropCamera: (drop) => onDropCamera(drop, [...controller.calls]),
      });
      const drag = cameraDrag({ type: 'camera', id: 'cam-9', name: 'Dock', time: 1_700_000_000_000 });
      expect(fireEvent.dragOver(cell(), { dataTransfer: drag })).toBe(false);
      fireEvent.drop(cell(), { dataTransfer: drag });
      // The player asks for the camera's media URL before the host re-renders the cell with it.
      expect(onDropCamera).toHaveBeenCalledWith(
        { type: 'camera', id: 'cam-9', name: 'Dock', time: 1_700_000_000_000 },
        expect.arrayContaining([{ method: 'prepare', args: ['cam-9'] }]),
      );
    });

    it('asks for no media URL when the drop seeks the camera it plays over the cloud (issue 37)', () => {
      const onDropCamera = jest.fn();
      const { controller } = renderCell({
        device: LOBBY,
        state: { deviceId: LOBBY.id, status: 'PLAY', mode: 'archive', transport: 'cloud' },
        onDropCamera,
      });
      const seek = cameraDrag({ type: 'camera', id: LOBBY.id, name: LOBBY.name, time: 1_700_000_000_000 });
      fireEvent.drop(cell(), { dataTransfer: seek });
      expect(onDropCamera).toHaveBeenCalledTimes(1);
      expect(controller.callsTo('prepare')).toEqual([]);
      // Another camera, or the same one live, is a new stream: its media URL is asked for at once.
      fireEvent.drop(cell(), { dataTransfer: cameraDrag({ type: 'camera', id: 'cam-9', name: 'Dock', time: 1 }) });
      fireEvent.drop(cell(), { dataTransfer: cameraDrag({ type: 'camera', id: LOBBY.id, name: LOBBY.name }) });
      expect(controller.callsTo('prepare')).toEqual([['cam-9'], [LOBBY.id]]);
    });

    it('refuses drops that carry no camera', () => {
      const onDropCamera = jest.fn();
      renderCell({ device: null, onDropCamera });
      expect(fireEvent.dragOver(cell(), { dataTransfer: cameraDrag(null) })).toBe(true);
      fireEvent.drop(cell(), { dataTransfer: cameraDrag(null) });
      expect(onDropCamera).not.toHaveBeenCalled();
    });

    it('refuses every drop when source replacement is off', () => {
      const onDropCamera = jest.fn();
      const { controller } = renderCell({ device: null, onDropCamera, options: { canReplaceSource: false } });
      const drag = cameraDrag({ type: 'camera', id: 'cam-9', name: 'Dock' });
      expect(fireEvent.dragOver(cell(), { dataTransfer: drag })).toBe(true);
      fireEvent.drop(cell(), { dataTransfer: drag });
      expect(onDropCamera).not.toHaveBeenCalled();
      expect(controller.callsTo('prepare')).toEqual([]);
    });
  });

  describe('header', () => {
    it.each([
      ['stopped', { status: 'STOP' as const }, 'Stopped', CELL_STATE_COLOUR.stopped],
      ['archive', { status: 'PLAY' as const, mode: 'archive' as const }, 'Archive', CELL_STATE_COLOUR.archive],
      ['live', { status: 'PLAY' as const, mode: 'live' as const }, 'Live', CELL_STATE_COLOUR.live],
    ])('colours the icon for %s', (_name, state, label, colour) => {
      renderCell({ state });
      const icon = screen.getByRole('img', { name: label });
      expect(icon.style.color).toBe(hexToRgb(colour));
    });

    it('follows the player: live green turns archive red after a jump', () => {
      const { controller } = renderCell();
      expect(screen.getByRole('img', { name: 'Live' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Jump back 30 seconds' }));
      expect(screen.getByRole('img', { name: 'Archive' }).style.color).toBe(hexToRgb(CELL_STATE_COLOUR.archive));
      expect(cell().dataset.mode).toBe('archive');
      expect(controller.callsTo('jump')).toEqual([[-30_000]]);
    });

    it("shows 'Out of Sync' with a SYNC action", () => {
      const onSync = jest.fn();
      const { unmount } = renderCell({ outOfSync: false, onSync });
      expect(screen.queryByText('Out of Sync')).toBeNull();
      unmount();
      renderCell({ outOfSync: true, onSync });
      fireEvent.click(screen.getByRole('button', { name: 'SYNC' }));
      expect(onSync).toHaveBeenCalledTimes(1);
    });

    it('selects on click and shows the selection', () => {
      const onSelect = jest.fn();
      renderCell({ onSelect, selected: true });
      fireEvent.click(screen.getByTestId('camera-canvas'));
      expect(onSelect).toHaveBeenCalled();
      expect(cell().className).toContain('vt-cell--selected');
    });

    it('collapses the controls', () => {
      renderCell();
      fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
      expect(screen.queryByRole('toolbar', { name: 'Player controls' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
      expect(screen.getByRole('toolbar', { name: 'Player controls' })).toBeTruthy();
    });

    it('asks the browser to show the cell full screen', () => {
      const request = jest.fn(() => Promise.resolve());
      renderCell();
      cell().requestFullscreen = request;
      fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
      expect(request).toHaveBeenCalledTimes(1);
    });
  });

  describe('picture', () => {
    it('hands its canvas to the player and exposes the status for tests', () => {
      const { controller } = renderCell({ state: { status: 'PAUSE', mode: 'archive' } });
      expect(controller.canvas).toBe(screen.getByTestId('camera-canvas'));
      expect(cell().dataset).toMatchObject({ status: 'PAUSE', mode: 'archive', deviceId: LOBBY.id });
    });

    it('shows a spinner while initializing or buffering', () => {
      const { controller } = renderCell({ state: { status: 'INITIALIZING' } });
      expect(screen.getByRole('progressbar', { name: 'Loading video' })).toBeTruthy();
      act(() => controller.setState({ status: 'PLAY' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => controller.setState({ buffering: true }));
      expect(screen.getByRole('progressbar')).toBeTruthy();
    });

    it("shows a stop as '[code] text' and the status line", () => {
      const { controller } = renderCell();
      act(() => controller.setState({ status: 'STOP', error: { code: 50003, text: 'Video unavailable' } }));
      expect(screen.getByRole('alert').textContent).toBe('[50003] Video unavailable');
      // Issue 36: the platform's own words carry no code ('[50000] Device not found' was shown).
      act(() => controller.setState({ error: { code: 50000, text: 'Device not found' } }));
      expect(screen.getByRole('alert').textContent).toBe('Device not found');
      // The idle timeout's stop is said as what happened and how to go on, not '[0] Stop'.
      act(() => controller.setState({ error: null, notice: { kind: 'idleStopped', minutes: 10 } }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe(
        'Stopped after 10 minutes without activity. Move the mouse or press a key to go on.',
      );
      act(() => controller.setState({ notice: { kind: 'opening', access: 'local' } }));
      expect(screen.getByRole('status').textContent).toBe('Opening video / local access');
      act(() => controller.setState({ notice: { kind: 'connectionClosed' } }));
      expect(screen.getByRole('status').textContent).toBe('Connection closed, reconnecting');
    });

    it('marks keyframes only in the header, never over the picture and its burned-in text (issue 34)', () => {
      const { controller } = renderCell({ state: { status: 'PLAY' } });
      expect(screen.queryByTestId('keyframes-only')).toBeNull();
      act(() => controller.setState({ keyframesOnly: true }));
      const mark = screen.getByTestId('keyframes-only');
      expect(mark.textContent).toBe('Keyframes only');
      expect(mark.getAttribute('title')).toBe(
        'Keyframes only: this cell kept falling behind live; every frame again once it keeps up',
      );
      expect(mark.closest('header')).not.toBeNull();
      const picture = screen.getByTestId('camera-canvas').parentElement as HTMLElement;
      expect(picture.contains(mark)).toBe(false);
    });

    it('says why a small tile decodes keyframes only and tells its player when the tile is small (issue 37)', () => {
      const { controller } = renderCell({ state: { status: 'PLAY', size: { width: 640, height: 360 } } });
      const cell = screen.getByRole('group', { name: LOBBY.name });
      // jsdom's window is 1024 × 768: a ninth of it is a 3×3 grid's cell.
      resize(cell, 330, 250);
      expect(controller.callsTo('setSmallTile').at(-1)).toEqual([true]);
      act(() => controller.setState({ keyframesOnly: true, keyframesOnlySmallTile: true }));
      expect(screen.getByTestId('keyframes-only').getAttribute('title')).toBe(
        'Keyframes only: this small cell fell behind live, so it shows each keyframe to stay live; every frame again once it keeps up or when the cell is enlarged',
      );
      // Enlarged (a 2×2 layout): not small any more.
      resize(cell, 500, 380);
      expect(controller.callsTo('setSmallTile').at(-1)).toEqual([false]);
    });

    it("says 'Behind live' in the header, by name, while the live picture is behind (issue 37)", () => {
      const { controller } = renderCell({ state: { status: 'PLAY', mode: 'live' } });
      expect(screen.queryByTestId('behind-live')).toBeNull();
      act(() => controller.setState({ behindLive: true }));
      const mark = screen.getByRole('status', {
        name: 'Behind live: this picture is more than 500 ms old',
      });
      expect(mark.textContent).toBe('Behind live');
      expect(mark.closest('header')).not.toBeNull();
      act(() => controller.setState({ behindLive: false }));
      expect(screen.queryByTestId('behind-live')).toBeNull();
      // Only a playing picture can be behind: not one that has not started or is paused.
      act(() => controller.setState({ behindLive: true, status: 'PAUSE' }));
      expect(screen.queryByTestId('behind-live')).toBeNull();
    });

    it('plays and pauses from the overlay button', () => {
      const { controller } = renderCell({ state: { status: 'PAUSE' } });
      const picture = screen.getByTestId('camera-canvas').parentElement as HTMLElement;
      fireEvent.click(within(picture).getByRole('button', { name: 'Play' }));
      expect(controller.callsTo('play')).toHaveLength(1);
      fireEvent.click(within(picture).getByRole('button', { name: 'Pause' }));
      expect(controller.callsTo('pause')).toHaveLength(1);
    });

    it('zooms with the wheel up to 2x once digital zoom is switched on', () => {
      renderCell();
      const picture = screen.getByTestId('camera-canvas').parentElement as HTMLElement;
      fireEvent.wheel(picture, { deltaY: -100 });
      expect(picture.dataset.zoom).toBe('1');
      press(screen.getByRole('button', { name: 'Settings' }));
      fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Digital Zoom' }));
      for (let i = 0; i < 15; i++) fireEvent.wheel(picture, { deltaY: -100 });
      expect(picture.dataset.zoom).toBe('2');
      fireEvent.wheel(picture, { deltaY: 100 });
      expect(picture.dataset.zoom).toBe('1.9');
    });

    it('pans the zoomed picture by dragging, no further than its edges', () => {
      // jsdom has no PointerEvent; a MouseEvent with a pointer id is what React reads.
      class TestPointerEvent extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
        }
      }
      Object.assign(window, { PointerEvent: TestPointerEvent });
      renderCell({ state: { size: { width: 1600, height: 900 } } });
      const canvas = screen.getByTestId('camera-canvas');
      const picture = canvas.parentElement as HTMLElement;
      resize(picture, 800, 600);
      expect([canvas.style.width, canvas.style.height]).toEqual(['800px', '450px']);
      press(screen.getByRole('button', { name: 'Settings' }));
      fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Digital Zoom' }));
      for (let i = 0; i < 10; i++) fireEvent.wheel(picture, { deltaY: -100 });
      fireEvent.pointerDown(picture, { button: 0, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(picture, { clientX: 150, clientY: 400 });
      expect(canvas.style.transform).toBe('translate(50px, 225px) scale(2)');
      fireEvent.pointerMove(picture, { clientX: 1000, clientY: 90 });
      expect(canvas.style.transform).toBe('translate(400px, -10px) scale(2)');
      fireEvent.pointerUp(picture);
      fireEvent.pointerMove(picture, { clientX: 0, clientY: 0 });
      expect(canvas.style.transform).toBe('translate(400px, -10px) scale(2)');
      Object.assign(window, { PointerEvent: undefined });
    });

    it('offers no digital zoom when the widget turns it off', () => {
      renderCell({ options: { digitalZoom: false } });
      press(screen.getByRole('button', { name: 'Settings' }));
      expect(screen.queryByRole('menuitemcheckbox', { name: 'Digital Zoom' })).toBeNull();
    });
  });

  describe('statistics and log', () => {
    it('toggles with Ctrl+L over the cell and refreshes every second', () => {
      jest.useFakeTimers();
      const { controller } = renderCell();
      controller.setStats({ framesDecoded: 10, framesPainted: 9, framesDropped: 1 });
      fireEvent.keyDown(document, { key: 'l', ctrlKey: true });
      expect(screen.queryByRole('region', { name: 'Statistics and log' })).toBeNull();
      fireEvent.mouseEnter(cell());
      fireEvent.keyDown(document, { key: 'l', ctrlKey: true });
      const panel = screen.getByRole('region', { name: 'Statistics and log' });
      expect(panel.textContent).toContain('Decoded frames10');
      controller.setStats({
        framesDecoded: 40,
        framesPainted: 39,
        log: [{ at: Date.now(), level: 'warn', message: 'late frame' }],
        requests: [{ at: Date.now(), request: 'init', tookMs: 120 }],
      });
      act(() => jest.advanceTimersByTime(1000));
      expect(panel.textContent).toContain('Decoded frames40');
      expect(panel.textContent).toContain('late frame');
      expect(panel.textContent).toContain('init (120 ms)');
      fireEvent.keyDown(document, { key: 'L', ctrlKey: true });
      expect(screen.queryByRole('region', { name: 'Statistics and log' })).toBeNull();
    });

    it('toggles with a middle click on the picture', () => {
      renderCell();
      const picture = screen.getByTestId('camera-canvas').parentElement as HTMLElement;
      fireEvent.mouseDown(picture, { button: 1 });
      expect(screen.getByRole('region', { name: 'Statistics and log' })).toBeTruthy();
      fireEvent.mouseDown(picture, { button: 1 });
      expect(screen.queryByRole('region', { name: 'Statistics and log' })).toBeNull();
    });

    it('opens from its control, in More controls in a narrow cell, which says whether it is open', () => {
      renderCell();
      const bar = () => screen.getByRole('toolbar', { name: 'Player controls' });
      const toggle = within(bar()).getByRole('button', { name: 'Statistics and log' });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(toggle);
      expect(screen.getByRole('region', { name: 'Statistics and log' })).toBeTruthy();
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(toggle);
      expect(screen.queryByRole('region', { name: 'Statistics and log' })).toBeNull();

      resize(cell(), 300, 300);
      expect(within(bar()).queryByRole('button', { name: 'Statistics and log' })).toBeNull();
      fireEvent.click(within(bar()).getByRole('button', { name: 'More controls' }));
      const more = screen.getByRole('group', { name: 'More controls' });
      fireEvent.click(within(more).getByRole('button', { name: 'Statistics and log' }));
      expect(screen.getByRole('region', { name: 'Statistics and log' })).toBeTruthy();
      // Put away, so it does not lie over the panel it opened.
      expect(screen.queryByRole('group', { name: 'More controls' })).toBeNull();
    });

    it('shows each stream’s figures as the platform receives it, in the operator’s units', async () => {
      renderCell();
      fireEvent.mouseDown(screen.getByTestId('camera-canvas').parentElement as HTMLElement, { button: 1 });
      const stream = await screen.findByRole('region', { name: 'Stream full' });
      const figure = (name: string) => within(stream).getByText(name).nextElementSibling?.textContent;
      expect(figure('Frame rate')).toBe('25 fps');
      expect(figure('Bitrate')).toMatch(/^2(\.05)? Mb\/s$/);
      expect(figure('Average GOP')).toBe('50');
      expect(figure('Jitter')).toBe('3.2 ms');
      expect(figure('Packet loss')).toBe('0.5%');
      expect(figure('Uptime')).toBe('2 hr');
    });
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
