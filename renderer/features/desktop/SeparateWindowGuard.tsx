/** Route-level guard of spec 1 §2.2: in a separate desktop window only /view/ and /view/{viewId}
 *  exist; every other path shows 'Separate Window'. Elsewhere (main window, browser) it lets all through. */
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isSeparateWindowPath } from '../../../shared/desktop';
import { SeparateWindowPage } from './SeparateWindowPage';
import { useCurrentWindow } from './useCurrentWindow';

/** As a layout route it renders the matched child route; given children, it renders those instead. */
export function SeparateWindowGuard({ children }: { children?: ReactNode }) {
  const currentWindow = useCurrentWindow();
  const { pathname } = useLocation();
  if (currentWindow?.kind === 'view' && !isSeparateWindowPath(pathname)) {
    return <SeparateWindowPage viewId={currentWindow.viewId} />;
  }
  return <>{children ?? <Outlet />}</>;
}
