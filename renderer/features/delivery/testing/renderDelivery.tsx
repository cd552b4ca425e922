/** Test helper for the delivery feature: a component inside translations, toasts, a logged-in
 *  session and a GraphQL client whose fetch answers from mockGraphql, with a stand-in socket
 *  whose subscriptions the test feeds. */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { type Session, SessionContext } from '../../session/SessionContext';
import { createGraphqlClient } from '../../../graphql';
import { createDeliveryCacheUpdates } from '../../video-requests';
import { i18n, initI18n } from '../../../i18n';
import { callsTo, type GraphqlOperations, mockFetch, mockGraphql, testSocket, userInfo } from '../../../testing';
import { ToastProvider } from '../../../ui';

export interface RenderDeliveryOptions {
  operations?: GraphqlOperations;
  isAdmin?: boolean;
  userId?: string;
}

export async function renderDelivery(ui: ReactElement, options: RenderDeliveryOptions = {}) {
  const { operations = {}, isAdmin = true, userId } = options;
  await initI18n('en-US');
  const fetch = mockFetch({ 'POST /api/graphql': mockGraphql(operations) });
  const socket = testSocket();
  const client = createGraphqlClient({
    platform: { reload: jest.fn() },
    url: 'http://localhost/api/graphql',
    wsClient: socket.client,
    cacheUpdates: createDeliveryCacheUpdates(),
  });
  const base = userInfo({ isAdmin });
  const info = userId ? { ...base, user: { ...base.user, id: userId } } : base;
  const session: Session = { status: 'loggedIn', info, setInfo: () => undefined, logout: async () => undefined };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={client}>
        <ToastProvider>
          <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        </ToastProvider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
  await flush();
  return {
    ...view,
    fetch,
    info,
    /** The variables of each call of one GraphQL operation. */
    variablesOf: (operation: string) =>
      callsTo(fetch, 'POST /api/graphql')
        .map((call) => call.body as { query: string; variables?: Record<string, unknown> })
        .filter((body) => new RegExp(`(query|mutation)\\s+${operation}\\b`).test(body.query))
        .map((body) => body.variables ?? {}),
    /** Pushes a subscription event, as the server would over the socket. */
    emit: async (subscription: string, data: unknown) => {
      await act(async () => socket.emit(subscription, data));
    },
  };
}

/** Lets pending answers land (a few rounds: queries, then the queries they enable). */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}
