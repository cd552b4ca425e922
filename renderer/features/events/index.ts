/** Events and alarms (spec 3 §2.2–§2.6, §4): the Events, Archive Events and Event Details widgets,
 *  the status bar's acknowledgement trigger with its popup and the alarm, the event drag object,
 *  and the selected event that Event Video follows. Everything here is light: the screens load
 *  with the events chunk on first use. */
export { ACKNOWLEDGEMENT_TRIGGER } from './acknowledgementTrigger';
export { EVENT_WIDGET_DEFINITIONS } from './eventWidgetDefinitions';
export { type EventEntry, EventListQuery } from './eventsDocuments';
export { lazyEvents } from './lazyEvents';
export { useAssociatedEventCamera, usePickCameraForEvents } from './eventAssociations';
export { type SelectedEventCamera, useSelectedEventCamera } from './useSelectedEventCamera';
export { type SelectedAlarm, useAcknowledgeSelected } from './useAcknowledgeSelected';
export { type EventUpdateHandlers, useEventUpdates } from './useEventUpdates';
