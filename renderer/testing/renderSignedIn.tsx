/** Renders a feature's component against a mocked platform (GraphQL answered by operation name)
 *  in a signed-in session of an administrator or an operator, with toasts; and reads back the
 *  GraphQL operations the console sent. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { createGraphqlClient } from '../graphql';
import { i18n, initI18n } from '../i18n';
import { ToastProvider } from '../ui';
import { type Session, SessionContext } from '../features/session/SessionContext';
import { mockFetch } from './mockFetch';
import { type GraphqlOperations, mockGraphql } from './mockGraphql';
import { settle, testSocket } from './renderApp';
import { userInfo } from './sessionFixtures';

export async function renderSignedIn(element: ReactElement, operations: GraphqlOperations, isAdmin = true) {
  await initI18n('en-US');
  const fetch = mockFetch({ 'POST /api/graphql': mockGraphql(operations) });
  const platform = { kind: 'web' as const, reload: jest.fn(), replaceLocation: jest.fn() };
  const socket = testSocket();
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: socket.client });
  const session: Session = { status: 'loggedIn', info: userInfo({ isAdmin }), setInfo: jest.fn(), logout: jest.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={client}>
        <ToastProvider>
          <SessionContext.Provider value={session}>{element}</SessionContext.Provider>
        </ToastProvider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
  await settle();
  await settle();
  return { fetch, socket };
}

/** The GraphQL operations the console sent, by name, with their variables. */
export function sentOperations(fetch: jest.Mock): Array<{ name: string; variables: Record<string, unknown> }> {
  return fetch.mock.calls.flatMap(([, init]: [unknown, RequestInit | undefined]) => {
    if (typeof init?.body !== 'string') return [];
    const body = JSON.parse(init.body) as { operationName?: string; variables?: Record<string, unknown> };
    return [{ name: body.operationName ?? '', variables: body.variables ?? {} }];
  });
}
