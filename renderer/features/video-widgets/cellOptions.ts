/** A camera cell's options from its widget's properties (spec 3 §2.6); options a widget does not
 *  have take the catalogue defaults, and the archive-only ones are off in live widgets. */
import type { WidgetProps } from '../../../shared/views';
import type { CameraCellOptions } from '../camera-cell';

const METADATA_TYPES = ['Alert', 'All', 'None'] as const;

function flag(props: WidgetProps, key: string, fallback: boolean): boolean {
  const value = props[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function cellOptions(
  props: WidgetProps,
  kind: 'live' | 'archive' | 'event',
  timelinePresent = false,
): CameraCellOptions {
  const metadata = METADATA_TYPES.find((type) => type === props.metadataType) ?? 'Alert';
  const archive = kind === 'archive';
  return {
    canReplaceSource: flag(props, 'canReplaceSource', true),
    metadataType: metadata,
    ptzControls: kind === 'live' && flag(props, 'ptzControls', true),
    digitalZoom: flag(props, 'digitalZoom', true),
    fullScreenControl: flag(props, 'fullScreenControl', true),
    stepBackControl: kind !== 'live' || flag(props, 'stepBackControl', true),
    calendar: archive && flag(props, 'calendar', true),
    allowExport: flag(props, 'allowExport', true),
    userDefinedEvent: flag(props, 'userDefinedEvent', true),
    timelinePresent: archive && timelinePresent,
  };
}
