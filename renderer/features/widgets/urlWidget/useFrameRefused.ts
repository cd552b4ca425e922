/** Whether the platform refuses to frame a URL widget's address (its framing page answers 403:
 *  no administrator placed it in a view), asked once per address so the widget can say so in the
 *  operator's language instead of showing the browser's blocked-frame page. */
import { useEffect, useState } from 'react';
import { urlWidgetFrameSrc } from '../../../../shared/widgets';

const FORBIDDEN = 403;

export function useFrameRefused(url: string | null): boolean {
  const [refused, setRefused] = useState<{ url: string; refused: boolean } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    fetch(urlWidgetFrameSrc(url), { method: 'HEAD', credentials: 'same-origin' })
      .then((response) => {
        if (current) setRefused({ url, refused: response.status === FORBIDDEN });
      })
      // Unreachable now: the frame itself shows what the browser can tell.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  return refused !== null && refused.url === url && refused.refused;
}
