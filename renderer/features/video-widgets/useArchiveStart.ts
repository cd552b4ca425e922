/** The start of a cell camera's archive (ms), for the calendar's and the export dialog's lower
 *  limit (spec 2 §5); undefined while unknown or when the camera has recorded nothing. */
import { useQuery } from 'urql';
import { ArchiveStartQuery } from './videoWidgetDocuments';

export function useArchiveStart(deviceId: string | null): number | undefined {
  const [result] = useQuery({
    query: ArchiveStartQuery,
    variables: { id: deviceId ?? '' },
    pause: !deviceId,
    // Retention moves the start forward while the cell stays open; a later render asks again.
    requestPolicy: 'cache-and-network',
  });
  return result.data?.archiveBoundary.boundary ?? undefined;
}
