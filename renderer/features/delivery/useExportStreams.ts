/** The export's stream choices (spec 2 §5): Full and Review, those the device has as enabled
 *  video streams. */
import { useQuery } from 'urql';
import { ExportDeviceQuery } from './deliveryDocuments';

export type ExportStream = 'FULL' | 'REVIEW';
const STREAM_ORDER: readonly ExportStream[] = ['FULL', 'REVIEW'];

interface AspectLike {
  streamType?: string | null;
  streamSize?: string | null;
  enabled?: boolean | null;
}

/** The video streams among a device's aspects, Full first. */
export function availableStreams(aspects: readonly AspectLike[] | null | undefined): ExportStream[] {
  const present = new Set(
    (aspects ?? [])
      .filter((aspect) => aspect.streamType === 'VIDEO' && aspect.enabled !== false)
      .map((aspect) => aspect.streamSize),
  );
  return STREAM_ORDER.filter((stream) => present.has(stream));
}

export function useExportStreams(deviceId: string): { options: ExportStream[]; loaded: boolean } {
  const [device] = useQuery({ query: ExportDeviceQuery, variables: { id: deviceId } });
  if (device.fetching || (!device.data && !device.error)) return { options: [], loaded: false };
  // Without an answer the server still exports the Full stream, its default.
  if (device.error) return { options: ['FULL'], loaded: true };
  return { options: availableStreams(device.data?.device?.aspects as AspectLike[] | null | undefined), loaded: true };
}
