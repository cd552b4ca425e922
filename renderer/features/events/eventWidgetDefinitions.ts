/** The event widgets' registry entries (spec 3 §2.6): Events, Archive Events and Event Details.
 *  Event Video is the video area's (it plays what an event drag carries). The components load with
 *  the events chunk when a view first shows one. */
import { catalogueSpec, WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { lazyEvents } from './lazyEvents';

export const EVENT_WIDGET_DEFINITIONS: readonly WidgetDefinition[] = [
  { spec: catalogueSpec(WIDGET_IDS.events), module: 'events', Component: lazyEvents('EventsWidget') },
  { spec: catalogueSpec(WIDGET_IDS.archiveEvents), module: 'events', Component: lazyEvents('ArchiveEventsWidget') },
  { spec: catalogueSpec(WIDGET_IDS.eventDetails), module: 'events', Component: lazyEvents('EventDetailsWidget') },
];
