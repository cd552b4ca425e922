/** The moment the VMX's thumbnails were last taken: a new one every VMX_THUMBNAIL_REFRESH_MS while
 *  the page is visible, so a hidden console asks the platform for no snapshots. */
import { useEffect, useState } from 'react';
import { VMX_THUMBNAIL_REFRESH_MS } from '../../../shared/walls/vmx';

export function useThumbnailStamp(): number {
  const [stamp, setStamp] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) setStamp(Date.now());
    }, VMX_THUMBNAIL_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return stamp;
}
