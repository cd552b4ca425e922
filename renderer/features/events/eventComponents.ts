/** The events area's screens, loaded as one chunk on first use (see lazyEvents.ts): the widgets
 *  and the acknowledgement popup share the list, details and acknowledgement code. */
export { AcknowledgementPopup } from './AcknowledgementPopup';
export { ArchiveEventsWidget } from './ArchiveEventsWidget';
export { EventDetails } from './EventDetails';
export { EventDetailsWidget } from './EventDetailsWidget';
export { EventListView } from './EventListView';
export { EventsWidget } from './EventsWidget';
