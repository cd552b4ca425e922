/** One jotai store for the console's UI state; a new key (e.g. after logout) starts it afresh. */
import { Provider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { createStore } from 'jotai/vanilla';

export function StateProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}
