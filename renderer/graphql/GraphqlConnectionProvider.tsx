/** Provides the urql client and a way to start over with a fresh one (spec 1 §4: logout disposes
 *  the subscriptions and resets the cache — urql's cache lives in its client). */
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { Provider } from 'urql';
import type { GraphqlConnection } from './client';

type Reset = () => void;

const ResetContext = createContext<Reset>(() => undefined);

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
      <Provider value={connection.client}>{children}</Provider>
    </ResetContext.Provider>
  );
}

/** Disposes every subscription and replaces the client, so no cached answer survives. */
export function useResetGraphql(): Reset {
  return useContext(ResetContext);
}
