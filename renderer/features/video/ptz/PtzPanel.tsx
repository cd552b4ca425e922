/** The PTZ panel of a camera cell. */
export interface PtzPanelProps {
  deviceId: string;
  deviceName: string;
  onClose(): void;
}

export function PtzPanel(_props: PtzPanelProps) {
  return null;
}
