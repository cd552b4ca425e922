/** The Add download job dialog (spec 2 §5 Video export). */
export interface AddDownloadJobDialogProps {
  deviceId: string;
  deviceName: string;
  /** Start of the clip (ms). */
  start: number;
  /** Default 1 minute in the dialog, 30 s for jobs from the timeline (spec 2 §9). */
  durationMs?: number;
  /** Earliest selectable start (archive start, ms). */
  archiveStart?: number;
  onClose(): void;
}

export function AddDownloadJobDialog(_props: AddDownloadJobDialogProps) {
  return null;
}
