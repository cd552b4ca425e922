/** One camera cell: header, picture, controls and the panels it opens. */
import type { CameraDrop } from '../dnd/cameraDrag';
import type { PlayerController } from '../player';

export interface CameraCellOptions {
  canReplaceSource: boolean;
  metadataType: 'Alert' | 'All' | 'None';
  ptzControls: boolean;
  digitalZoom: boolean;
  fullScreenControl: boolean;
  stepBackControl: boolean;
  /** Archive Viewer options. */
  calendar: boolean;
  allowExport: boolean;
  userDefinedEvent: boolean;
  /** A Timeline widget drives this cell: its own timeline strip and transport controls hide. */
  timelinePresent: boolean;
}

export interface CameraCellProps {
  controller: PlayerController;
  /** The camera shown; null for an empty cell. */
  device: { id: string; name: string } | null;
  options: CameraCellOptions;
  /** 'No camera assigned' by default; Event Video says 'Drag Camera Event here'. */
  emptyText?: string;
  outOfSync?: boolean;
  /** The SYNC action next to 'Out of Sync'. */
  onSync?(): void;
  /** A camera was dropped (only offered when options.canReplaceSource). */
  onDropCamera?(drop: CameraDrop): void;
  /** The cell was selected (clicked). */
  onSelect?(): void;
  selected?: boolean;
}

export function CameraCell(_props: CameraCellProps) {
  return null;
}
