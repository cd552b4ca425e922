import '../../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { CAMERA_DRAG_TYPE } from '../camera-cell';
import { initI18n } from '../../i18n';
import { CameraListWidget } from './CameraListWidget';

const cameras = Array.from({ length: 35 }, (_, i) => ({
  id: `cam-${i + 1}`,
  name: `Camera ${String(i + 1).padStart(2, '0')}`,
  healthStatus: 'NORMAL',
  enabled: true,
}));

function renderList() {
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
