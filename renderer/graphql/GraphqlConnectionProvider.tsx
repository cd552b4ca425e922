/** Provides the urql client and a way to start over with a fresh one (spec 1 §4: logout disposes
 *  the subscriptions and resets the cache — urql's cache lives in its client), and tells who asks
 *  when the subscription socket reconnects (spec 3 §4). */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Provider } from 'urql';
import type { GraphqlConnection } from './client';

type Reset = () => void;

const ResetContext = createContext<Reset>(() => undefined);
const ReconnectedContext = createContext<GraphqlConnection['onReconnected']>(() => () => undefined);

export interface GraphqlConnectionProviderProps {
  /** Makes a connection: called once at start and again on every reset. */
  connect: () => GraphqlConnection;
  children: ReactNode;
}

export function GraphqlConnectionProvider({ connect, children }: GraphqlConnectionProviderProps) {
  const [connection, setConnection] = useState(connect);

  const reset = useCallback(() => {
    setConnection((old) => {
      old.dispose();
      return connect();
    });
  }, [connect]);

  return (
    <ResetContext.Provider value={reset}>
      <ReconnectedContext.Provider value={connection.onReconnected}>
        <Provider value={connection.client}>{children}</Provider>
      </ReconnectedContext.Provider>
    </ResetContext.Provider>
  );
}

/** Disposes every subscription and replaces the client, so no cached answer survives. */
export function useResetGraphql(): Reset {
  return useContext(ResetContext);
}

/** Calls the listener each time the subscription socket reconnects, while the component is mounted. */
export function useOnReconnected(listener: () => void): void {
  const onReconnected = useContext(ReconnectedContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onReconnected(() => latest.current()), [onReconnected]);
}
