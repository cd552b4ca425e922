import '../../testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { callsTo, mockFetch, mockGraphql, testSocket, userInfo } from '../../testing';
import { type Session, SessionContext } from '../session/SessionContext';
import { createGraphqlClient } from '../../graphql';
import { i18n, initI18n } from '../../i18n';
import { ToastProvider } from '../../ui';
import type { PlayerController } from './playerTypes';
import { usePlayer } from './usePlayer';
import { PLAYER_MESSAGES } from '../../../shared/video/playerConstants';

class Socket {
  static made: Socket[] = [];
  binaryType = 'blob';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  sent: string[] = [];
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    Socket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
}

let controller: PlayerController | null = null;
let second: PlayerController | null = null;

function Cell() {
  controller = usePlayer();
  second = usePlayer();
  return <p>cell</p>;
}

async function renderCell(operations: Parameters<typeof mockGraphql>[0], session: Session | null = null) {
  await initI18n('en-US');
  const fetch = mockFetch({ 'POST /api/graphql': mockGraphql(operations) });
  const platform = { kind: 'web' as const, reload: jest.fn(), replaceLocation: jest.fn() };
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={client}>
        <SessionContext.Provider value={session}>
          <ToastProvider>
            <Cell />
          </ToastProvider>
        </SessionContext.Provider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
  return { fetch, view };
}

/** How many times the player has asked the platform for a camera's avatar. */
const avatarAsks = (fetch: jest.Mock) =>
  callsTo(fetch, 'POST /api/graphql').filter(
    ({ body }) => (body as { operationName?: string }).operationName === 'PlayerAvatar',
  ).length;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  Socket.made = [];
  Object.assign(globalThis, { WebSocket: Socket });
});

describe('usePlayer', () => {
  it('asks for the media URL, shows a streaming-overage warning and opens the media socket', async () => {
    const { fetch } = await renderCell({
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } },
      PlayerMediaUrl: (variables) => ({
        issueMediaUrl: {
          url: `ws://localhost/api/media/stream?cam=${String(variables.cameraId)}`,
          ticket: 'first-ticket',
          streamingOverages: { type: 'warning', message: 'Streaming close to the limit' },
        },
      }),
    });
    act(() => controller?.playLive('cam-7'));
    await settle();
    expect(callsTo(fetch, 'POST /api/graphql').length).toBeGreaterThanOrEqual(2);
    expect((await screen.findByText('Streaming close to the limit')).closest('.vt-toast--warning')).not.toBeNull();
    expect(Socket.made).toHaveLength(1);
    expect(Socket.made[0]).toMatchObject({
      url: 'ws://localhost/api/media/stream?cam=cam-7',
      protocol: 'vantage-stream.1',
    });
  });

  it('shows a refused media URL as the stop text and stops on unmount', async () => {
    const { view } = await renderCell({
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: null, jitterBufferLength: null } },
      PlayerMediaUrl: { reply: { status: 200, body: { data: null, errors: [{ message: 'Streaming is blocked' }] } } },
    });
    const player = controller as PlayerController;
    act(() => player.playLive('cam-7'));
    await settle();
    expect(player.getState()).toMatchObject({ status: 'STOP', error: { code: 50000, text: 'Streaming is blocked' } });
    view.unmount();
    expect(player.getState()).toMatchObject({ status: 'STOP', error: null });
  });

  it("plays over the cloud when the user's visual configuration disables the local transport", async () => {
    const operations = {
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } },
      PlayerAvatar: { device: { id: 'cam-7', attributes: [{ name: 'AVATARID', value: 'avatar-1' }] } },
      PlayerMediaUrl: { issueMediaUrl: { url: 'ws://localhost/api/media/stream', ticket: 'ticket' } },
    };
    const info = userInfo({ visualConfig: { disableLocalTransport: true } });
    const session: Session = { status: 'loggedIn', info, setInfo: jest.fn(), logout: jest.fn() };
    await renderCell(operations, session);
    act(() => {
      controller?.setConnection('local');
      controller?.playLive('cam-7');
    });
    await settle();
    expect(Socket.made).toHaveLength(1);
    expect(controller?.getState().error).toBeNull();
  });

  it("looks a camera's avatar up once: a Local play of it again sends its offer without asking", async () => {
    const { fetch } = await renderCell({
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } },
      PlayerAvatar: { device: { id: 'cam-7', attributes: [{ name: 'AVATARID', value: 'avatar-1' }] } },
      PlayerSdp: { reply: { status: 200, body: { data: null, errors: [{ message: 'No avatar answers' }] } } },
    });
    act(() => {
      controller?.setConnection('local');
      controller?.playLive('cam-7');
    });
    await settle();
    expect(avatarAsks(fetch)).toBe(1);
    act(() => controller?.stop());
    act(() => controller?.playLive('cam-7'));
    await settle();
    expect(avatarAsks(fetch)).toBe(1);
  });

  it('asks again for the avatar of a camera that had none: it may have one since', async () => {
    const { fetch } = await renderCell({
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } },
      PlayerAvatar: { device: { id: 'cam-8', attributes: [] } },
    });
    act(() => {
      controller?.setConnection('local');
      controller?.playLive('cam-8');
    });
    await settle();
    expect(avatarAsks(fetch)).toBe(1);
    expect(controller?.getState().error?.text).toBe(PLAYER_MESSAGES.noAvatar);
    act(() => controller?.playLive('cam-8'));
    await settle();
    expect(avatarAsks(fetch)).toBe(2);
  });

  it('notes activity anywhere in the window, so an idle-stopped player restarts', async () => {
    await renderCell({ PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } } });
    const noted = jest.spyOn(controller as PlayerController, 'noteActivity');
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })));
    expect(noted).toHaveBeenCalled();
  });

  it('asks for a ticket of its own when another cell opens the same camera (tickets are single use)', async () => {
    let issued = 0;
    const { fetch } = await renderCell({
      PlayerRealm: { currentRealm: { id: 'r1', playerIdleTimeout: 5, jitterBufferLength: null } },
      PlayerMediaUrl: () => ({
        issueMediaUrl: {
          url: 'ws://localhost/api/media/stream',
          ticket: `ticket-${++issued}`,
          streamingOverages: null,
        },
      }),
    });
    act(() => {
      controller?.playLive('cam-7');
      second?.playLive('cam-7');
    });
    await settle();
    const asked = callsTo(fetch, 'POST /api/graphql').filter(
      ({ body }) => (body as { operationName?: string }).operationName === 'PlayerMediaUrl',
    );
    expect(asked).toHaveLength(2);
    // A mutation each: the same variables, no serial to keep urql from sharing one answer.
    expect(asked.map(({ body }) => (body as { variables?: unknown }).variables)).toEqual([
      { cameraId: 'cam-7', isLocal: false },
      { cameraId: 'cam-7', isLocal: false },
    ]);
    // Each answer opens its socket when it arrives: under load, later than the settle's 20 ms.
    await waitFor(() => expect(Socket.made).toHaveLength(2), { timeout: 5_000 });
  });
});
