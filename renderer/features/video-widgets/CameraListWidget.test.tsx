import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DEVICE_THUMBNAIL_SETTLE_MS } from '../../../shared/labels/labelConstants';
import { Provider } from 'urql';
import { mockFetch, mockGraphql, settle, testSocket, userInfo } from '../../testing';
import { createGraphqlClient } from '../../graphql';
import { i18n, initI18n } from '../../i18n';
import { ToastProvider } from '../../ui';
import { CAMERA_DRAG_TYPE } from '../camera-drag';
import { SessionContext } from '../session/SessionContext';
import { CameraListWidget } from './CameraListWidget';

const realmCameras = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `cam-${i + 1}`,
    name: `Camera ${String(i + 1).padStart(count > 99 ? 3 : 2, '0')}`,
    healthStatus: 'NORMAL',
    labelIds: i % 2 === 0 ? ['odd'] : [],
  }));

interface SearchInput {
  name: string | null;
  labelIds: string[] | null;
  nameOffset?: number;
  labelsOffset?: number;
}

/** The platform's camera search over a list of cameras (spec 3 §2.9: pages of 30, or 15 each). */
function cameraSearch(cameras: ReturnType<typeof realmCameras>) {
  return ({ input }: Record<string, unknown>) => {
    const { name, labelIds, nameOffset = 0, labelsOffset = 0 } = input as SearchInput;
    const size = name && labelIds ? 15 : 30;
    const page = (list: typeof cameras, offset: number) => ({
      total: list.length,
      devices: list.slice(offset, offset + size),
    });
    const byName = name ? cameras.filter((c) => c.name.toLowerCase().includes(name.toLowerCase())) : null;
    const byLabels = labelIds ? cameras.filter((c) => c.labelIds.some((id) => labelIds.includes(id))) : null;
    return {
      cameraSearch: {
        all: !byName && !byLabels ? page(cameras, nameOffset) : null,
        byName: byName && page(byName, nameOffset),
        byLabels: byLabels && page(byLabels, labelsOffset),
      },
    };
  };
}

async function renderList(cameras = realmCameras(35)) {
  await initI18n('en-US');
  mockFetch({
    'POST /api/graphql': mockGraphql({
      Labels: { labels: [{ id: 'odd', name: 'Odd', type: 'LABEL', objectCount: 18 }] },
      CameraSearch: cameraSearch(cameras),
    }),
  });
  const platform = { kind: 'web' as const, reload: jest.fn(), replaceLocation: jest.fn() };
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
  const session = {
    status: 'loggedIn' as const,
    info: userInfo({ isAdmin: false }),
    setInfo: jest.fn(),
    logout: jest.fn(),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <CameraListWidget
              instanceId="list"
              viewId="v"
              props={{ nameFilter: true }}
              size={{ width: 250, height: 600 }}
            />
          </SessionContext.Provider>
        </ToastProvider>
      </Provider>
    </I18nextProvider>,
  );
  await settle();
  await settle();
}

const names = () => screen.getAllByTestId('camera-list-item').map((item) => item.textContent);

describe('the Device List widget', () => {
  it('shows All Devices by 30, then the next page after Load more...', async () => {
    await renderList();
    expect(screen.getByText('All Devices')).toBeTruthy();
    expect(names()).toHaveLength(30);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more...' })));
    await settle();
    expect(names()).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Load more...' })).toBeNull();
  });

  it('renders only the rows in view once the list is long, and the others as it scrolls', async () => {
    await renderList(realmCameras(500));
    // The rows scroll inside a scroller of their own, around the list and its spacers.
    const scroller = screen.getByRole('list', { name: 'Cameras' }).parentElement!;
    const scrollTo = (px: number) => {
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: px });
      fireEvent.scroll(scroller);
    };
    for (let page = 0; page < 4; page++) {
      // Load more... is the list's last row: in view once scrolled to the end.
      scrollTo(200 * 34);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more...' })));
      await settle();
    }
    scrollTo(0);
    // 150 cameras and a header; jsdom has no layout, so the window's 768 px stand for the list's height.
    expect(names()[0]).toBe('Camera 001');
    expect(names().length).toBeLessThan(60);
    scrollTo(152 * 34);
    expect(names().at(-1)).toBe('Camera 150');
    expect(names()).not.toContain('Camera 001');
  });

  it('filters by name into Filtered by Name with the number of matches', async () => {
    await renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter cameras' }), { target: { value: 'camera 3' } });
    await settle();
    expect(screen.getByText('Filtered by Name')).toBeTruthy();
    expect(screen.getByText('Found 6 matches...')).toBeTruthy();
    expect(names()).toEqual(['Camera 30', 'Camera 31', 'Camera 32', 'Camera 33', 'Camera 34', 'Camera 35']);
  });

  it('filters by labels into Filtered by Labels, 15 per section with a name too, with label tooltips', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Odd' }));
    await settle();
    expect(screen.getByText('Filtered by Labels')).toBeTruthy();
    expect(names()).toHaveLength(18);
    expect(screen.getAllByTestId('camera-list-item')[0]?.getAttribute('title')).toBe('Odd');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter cameras' }), { target: { value: 'camera' } });
    await settle();
    expect(names()).toHaveLength(30);
  });

  it('says No devices selected when nothing matches', async () => {
    await renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter cameras' }), { target: { value: 'nothing' } });
    await settle();
    expect(screen.getByText('No devices selected')).toBeTruthy();
  });

  it('shows a snapshot thumbnail per camera once in view a moment, and a drawn camera when it does not load', async () => {
    await renderList();
    // Asked for only once the row has stayed in view, not for each row a fast scroll passes.
    expect(screen.getAllByTestId('camera-list-item')[0]!.querySelector('img.vt-camera-thumb')).toBeNull();
    await act(() => new Promise<void>((done) => setTimeout(done, DEVICE_THUMBNAIL_SETTLE_MS)));
    const thumbnail = screen.getAllByTestId('camera-list-item')[0]!.querySelector('img.vt-camera-thumb')!;
    expect(thumbnail.getAttribute('src')).toMatch(/^\/api\/media\/snapshot\?obj=cam-1&at=\d+$/);
    fireEvent.error(thumbnail);
    const placeholder = screen.getAllByTestId('camera-list-item')[0]!.querySelector('[data-error="true"]');
    // The alternative image (spec 3 §8): a drawn camera, not an empty frame.
    expect(placeholder?.querySelector('svg.vt-icon')).not.toBeNull();
  });

  it('drags a camera as the camera drag object', async () => {
    await renderList();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: '' };
    fireEvent.dragStart(screen.getAllByTestId('camera-list-item')[1]!, { dataTransfer });
    expect(JSON.parse(data.get(CAMERA_DRAG_TYPE) ?? '{}')).toEqual({ type: 'camera', id: 'cam-2', name: 'Camera 02' });
  });

  it('previews the hovered camera after 500 ms', async () => {
    await renderList();
    jest.useFakeTimers();
    try {
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
