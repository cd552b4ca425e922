/** The Image Map widget (spec 3 §2.6, §2.11): its registry entry and its mapSetId field for the
 *  property editor. Everything else, the player it opens cameras in included, loads with the
 *  image-map chunk when a view first shows one. */
import { catalogueSpec, WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { LazyImageMapWidget } from './lazyImageMap';
import { MapSetOptionField } from './MapSetOptionField';

export const IMAGE_MAP_WIDGET_DEFINITION: WidgetDefinition = {
  spec: catalogueSpec(WIDGET_IDS.imageMap),
  module: 'image-map',
  Component: LazyImageMapWidget,
  optionFields: { mapSetId: MapSetOptionField },
};
