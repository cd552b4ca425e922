/** Above every logged-out page (and the licence, realm and interface steps): loads the public
 *  settings once; renders its children, or the matched child route. */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicSettingsProvider } from './PublicSettings';

export function PublicLayout({ children }: { children?: ReactNode }) {
  return <PublicSettingsProvider>{children ?? <Outlet />}</PublicSettingsProvider>;
}
