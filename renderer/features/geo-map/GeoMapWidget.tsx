/** The GEO Map widget (spec 3 §2.6: option defaultPosition "lat,lng"). */
import type { WidgetComponentProps } from '../widgets';
import { GeoMap } from './GeoMap';

export function GeoMapWidget({ props }: WidgetComponentProps) {
  const position = typeof props.defaultPosition === 'string' ? props.defaultPosition : undefined;
  return <GeoMap editMode={false} defaultPosition={position} />;
}
