/** Tiles nobody can see stop decoding (issue 17): the cell tells its player whether it is on
 *  screen — the document visible (another tab or a minimised window hides it) and the cell inside
 *  the viewport (IntersectionObserver: scrolled away hides it). Shown again, the player resumes at
 *  the next keyframe. */
import { type RefObject, useEffect, useRef } from 'react';
import type { PlayerController } from '../player';

interface Watch {
  observer: IntersectionObserver | null;
  element: HTMLElement | null;
  inView: boolean;
  update(): void;
}

export function useTileVisibility(controller: PlayerController, cell: RefObject<HTMLElement | null>): void {
  const watch = useRef<Watch | null>(null);

  useEffect(() => {
    let last: boolean | null = null;
    const current: Watch = {
      observer: null,
      element: null,
      inView: true,
      update: () => {
        const visible = current.inView && document.visibilityState !== 'hidden';
        if (visible === last) return;
        last = visible;
        controller.setVisible(visible);
      },
    };
    if (typeof IntersectionObserver === 'function') {
      current.observer = new IntersectionObserver((entries) => {
        const entry = entries.filter((e) => e.target === current.element).pop();
        if (!entry) return;
        current.inView = entry.isIntersecting;
        current.update();
      });
    }
    watch.current = current;
    document.addEventListener('visibilitychange', current.update);
    current.update();
    return () => {
      document.removeEventListener('visibilitychange', current.update);
      current.observer?.disconnect();
      watch.current = null;
      controller.setVisible(true);
    };
  }, [controller]);

  // After every render: an empty cell and a camera's are different elements.
  useEffect(() => {
    const current = watch.current;
    const element = cell.current;
    if (!current || element === current.element) return;
    if (current.element) current.observer?.unobserve(current.element);
    current.element = element;
    current.inView = true;
    if (element) current.observer?.observe(element);
    current.update();
  });
}
