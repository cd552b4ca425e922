/** The Create Event dialog (spec 2 §4 Create-event dialog). */
export interface CreateEventCamera {
  deviceId: string;
  name: string;
  /** The picture on screen as JPEG, null when nothing is shown. */
  snapshot(): Promise<Blob | null>;
}

export interface CreateEventDialogProps {
  cameras: CreateEventCamera[];
  onClose(): void;
}

export function CreateEventDialog(_props: CreateEventDialogProps) {
  return null;
}
