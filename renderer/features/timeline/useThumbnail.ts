/** The picture of a camera at a hovered time (spec 2 §9: after 500 ms of hovering). The JPEG is
 *  fetched as a blob and shown through an object URL that is revoked when it is replaced, so a
 *  hover that moves on aborts its request and a missing picture shows nothing. */
import { useEffect, useState } from 'react';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { TIMELINE_THUMBNAIL_DELAY_MS } from '../../../shared/video/timelineConstants';

export const THUMBNAIL_PATH = '/api/media/thumbnail';

export function thumbnailUrl(deviceId: string, time: number): string {
  const query = new URLSearchParams({ obj: deviceId, time: String(Math.floor(time / 1000)) });
  return `${THUMBNAIL_PATH}?${query.toString()}`;
}

/** The object URL of the thumbnail once loaded; null while waiting, off the tracks or on error. */
export function useThumbnail(deviceId: string | null, time: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const second = time === null ? null : Math.floor(time / 1000);

  useEffect(() => {
    setUrl(null);
    if (deviceId === null || second === null) return;
    let objectUrl: string | null = null;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(thumbnailUrl(deviceId, second * 1000), {
        credentials: 'same-origin',
        headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
        signal: abort.signal,
      })
        .then(async (response) => {
          if (!response.ok) return;
          const blob = await response.blob();
          if (abort.signal.aborted) return;
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        })
        .catch(() => undefined);
    }, TIMELINE_THUMBNAIL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [deviceId, second]);

  return url;
}
