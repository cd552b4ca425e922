/** In the desktop main window: a view that leaves its separate window (returned, its window closed,
 *  or replaced by another cast) shows here again, at /view/{viewId}. Nothing in the browser or in a
 *  separate window. */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform } from '../../platform';
import { viewWindowPath } from '../../../shared/desktop';

/** Call once in the main window's workspace; `show` replaces the default navigation to the view. */
export function useShowReturnedViews(show?: (viewId: string) => void): void {
  const { separateWindows, currentWindow } = usePlatform();
  const navigate = useNavigate();
  const latest = useRef(show);
  latest.current = show;
  const inMainWindow = currentWindow?.kind !== 'view';

  useEffect(() => {
    if (!separateWindows || !inMainWindow) return undefined;
    return separateWindows.onDidReturnViewToMainWindow((viewId) => {
      if (latest.current) latest.current(viewId);
      else void navigate(viewWindowPath(viewId));
    });
  }, [separateWindows, inMainWindow, navigate]);
}
