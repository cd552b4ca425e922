/** The start of a cell camera's archive (ms), for the calendar's and the export dialog's lower
 *  limit (spec 2 §5); undefined while unknown or when the camera has recorded nothing. Asked a
 *  moment after the camera is given (ARCHIVE_START_QUERY_DELAY_MS), out of the video's way. */
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { ARCHIVE_START_QUERY_DELAY_MS } from '../../../shared/video/videoWidgetConstants';
import { ArchiveStartQuery } from './videoWidgetDocuments';

export function useArchiveStart(deviceId: string | null): number | undefined {
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!deviceId) return;
    const timer = setTimeout(() => setAsked(deviceId), ARCHIVE_START_QUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deviceId]);
  const ready = deviceId !== null && asked === deviceId;
  const [result] = useQuery({
    query: ArchiveStartQuery,
    variables: { id: deviceId ?? '' },
    pause: !ready,
    // Retention moves the start forward while the cell stays open; a later render asks again.
    requestPolicy: 'cache-and-network',
  });
  return ready ? (result.data?.archiveBoundary.boundary ?? undefined) : undefined;
}
