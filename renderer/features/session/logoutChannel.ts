/** Spec 1 §4: logging out tells the other tabs over a BroadcastChannel named 'logout'. */

export const LOGOUT_CHANNEL_NAME = 'logout';
export const LOGOUT_MESSAGE = 'logout';

export interface LogoutChannel {
  post(): void;
  close(): void;
}

/** Listens for other tabs' logouts; without BroadcastChannel (old browsers) it does nothing. */
export function openLogoutChannel(onLogout: () => void): LogoutChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(LOGOUT_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGOUT_MESSAGE) onLogout();
  };
  return {
    post: () => channel.postMessage(LOGOUT_MESSAGE),
    close: () => channel.close(),
  };
}
