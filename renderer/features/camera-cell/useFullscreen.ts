/** Fullscreen of one element through the Fullscreen API. */
import { type RefObject, useCallback, useEffect, useState } from 'react';

export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement != null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [ref]);
  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // Refusals (no user gesture, policy) leave the cell as it is; there is nothing to tell.
    if (document.fullscreenElement === element) void document.exitFullscreen?.().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { active, toggle };
}
