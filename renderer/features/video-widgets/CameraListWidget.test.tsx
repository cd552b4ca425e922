import '../../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { CAMERA_DRAG_TYPE } from '../camera-cell';
import { initI18n } from '../../i18n';
import { CameraListWidget } from './CameraListWidget';

const realmCameras = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `cam-${i + 1}`,
    name: `Camera ${String(i + 1).padStart(count > 99 ? 3 : 2, '0')}`,
    healthStatus: 'NORMAL',
    enabled: true,
  }));

function renderList(cameras = realmCameras(35)) {
  const client = {
    executeQuery: () => fromValue({ data: { devicesByAspectTypes: cameras }, stale: false }),
  } as unknown as Client;
  return render(
    <Provider value={client}>
      <CameraListWidget instanceId="list" viewId="v" props={{ nameFilter: true }} size={{ width: 250, height: 600 }} />
    </Provider>,
  );
}

describe('the camera list', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows 30 cameras, then the rest after Load more...', () => {
    renderList();
    expect(screen.getAllByTestId('camera-list-item')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Load more...' }));
    expect(screen.getAllByTestId('camera-list-item')).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Load more...' })).toBeNull();
  });

  it('renders only the rows in view once the list is long, and the others as it scrolls', () => {
    renderList(realmCameras(500));
    for (let page = 0; page < 4; page++) fireEvent.click(screen.getByRole('button', { name: 'Load more...' }));
    const names = () => screen.getAllByTestId('camera-list-item').map((item) => item.textContent);
    // 150 cameras shown; jsdom has no layout, so the window's 768 px stand for the list's height.
    expect(names()[0]).toBe('Camera 001');
    expect(names().length).toBeLessThan(50);
    const list = screen.getByRole('list', { name: 'Cameras' });
    Object.defineProperty(list, 'scrollTop', { configurable: true, value: 150 * 33 - 768 });
    fireEvent.scroll(list);
    expect(names().at(-1)).toBe('Camera 150');
    expect(names()).not.toContain('Camera 001');
  });

  it('filters by name', () => {
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter cameras' }), { target: { value: 'camera 3' } });
    expect(screen.getAllByTestId('camera-list-item').map((item) => item.textContent)).toEqual([
      'Camera 30',
      'Camera 31',
      'Camera 32',
      'Camera 33',
      'Camera 34',
      'Camera 35',
    ]);
  });

  it('drags a camera as the camera drag object', () => {
    renderList();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: '' };
    fireEvent.dragStart(screen.getAllByTestId('camera-list-item')[1]!, { dataTransfer });
    expect(JSON.parse(data.get(CAMERA_DRAG_TYPE) ?? '{}')).toEqual({ type: 'camera', id: 'cam-2', name: 'Camera 02' });
  });

  it('previews the hovered camera after 500 ms', () => {
    jest.useFakeTimers();
    try {
      renderList();
      fireEvent.mouseEnter(screen.getAllByTestId('camera-list-item')[0]!);
      act(() => jest.advanceTimersByTime(499));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      const image = screen.getByRole('img', { name: 'Current picture of Camera 01' });
      expect(image.getAttribute('src')).toMatch(/^\/api\/media\/snapshot\?obj=cam-1&at=\d+$/);
    } finally {
      jest.useRealTimers();
    }
  });
});
