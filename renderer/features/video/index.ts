/** The console's video area (spec 2): the player, camera cells, the timeline, PTZ, export and
 *  delivery, and the widgets that host them. */
export { registerDeliveryManagerTrigger } from './delivery/registerDeliveryManagerTrigger';
export { MatrixPage, VIDEO_WIDGET_DEFINITIONS } from './widgets';
